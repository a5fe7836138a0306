import { History } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import AuditChanges from './AuditChanges'
import AuditMeta from './AuditMeta'
import { actionLabel, recordLabel, type AuditEntry } from './audit'

const TONE: Record<string, string> = {
  created: 'bg-success',
  deleted: 'bg-danger',
  updated: 'bg-primary',
}

/**
 * A record's history from the audit log, newest first: what was done, who
 * did it, when and from which address, and each field before → after. The
 * one history view of every record (a tiers, a membership, a member's own page).
 */
export default function HistoryTab({ entries, title = true }: { entries: AuditEntry[]; title?: boolean }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={title ? 'coop-history' : undefined} aria-label={title ? undefined : t('coop.audit.history')} className={title ? 'card p-5 sm:p-6' : undefined}>
      {title && (
        <h2 id="coop-history" className="mb-5 flex items-center gap-2 text-lg font-semibold">
          <History className="size-5 text-primary" aria-hidden="true" />
          {t('coop.audit.history')}
        </h2>
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.audit.empty')}</p>
      ) : (
        <ol className="relative ms-1.5 border-s border-line">
          {entries.map((e) => (
            <li key={e.id} className="relative pb-5 ps-6 last:pb-0">
              <span aria-hidden="true" className={`absolute -start-1.5 top-1.5 size-3 rounded-full ring-4 ring-surface ${TONE[e.action] ?? 'bg-muted'}`} />
              <p className="text-[0.9375rem] font-medium text-heading">
                {actionLabel(t, e.action, e.recordType)}
                {e.recordType !== 'tiers' && <span className="ms-2 text-xs font-normal text-muted">{recordLabel(t, e.recordType)}</span>}
              </p>
              <AuditMeta entry={e} />
              <AuditChanges changes={e.changes} recordType={e.recordType} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
