import { FilePenLine } from 'lucide-react'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import AuditChanges from '../AuditChanges'
import type { ChangeRequest } from '../changes'

const TONE: Record<ChangeRequest['status'], string> = {
  pending: 'bg-warning/15 text-heading',
  approved: 'bg-success/15 text-heading',
  rejected: 'bg-danger/15 text-heading',
  replaced: 'bg-muted/15 text-heading',
}

/**
 * The member's latest change requests, newest first: the one waiting (the
 * record as it is → what was asked), then staff's answers, with the reason
 * of a refusal. Nothing shows before the first request.
 */
export default function MyRequests({ requests }: { requests: ChangeRequest[] }) {
  const { t, i18n } = useTranslation()
  if (requests.length === 0) return null
  return (
    <section aria-labelledby="self-requests" className="card p-5 sm:p-6">
      <h2 id="self-requests" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <FilePenLine className="size-5 text-primary" aria-hidden="true" />
        {t('coop.profile.requests')}
      </h2>
      <ul className="divide-y divide-line">
        {requests.map((r) => (
          <li key={r.id} className="py-3 first:pt-0 last:pb-0" data-testid={`change-${r.status}`}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[r.status]}`}>{t(`coop.changes.status.${r.status}`)}</span>
              <span className="text-muted">
                {t('coop.profile.askedOn', { date: formatDateTime(r.requestedAt, i18n.language) })}
                {r.decidedAt && r.status !== 'replaced' && ` · ${t(`coop.profile.decided.${r.status}`, { date: formatDateTime(r.decidedAt, i18n.language) })}`}
              </span>
            </p>
            {r.status === 'pending' ? (
              <AuditChanges changes={r.changes} />
            ) : (
              <AuditChanges changes={Object.entries(r.fields).map(([field, after]) => ({ field, before: null, after }))} />
            )}
            {r.status === 'rejected' && r.reason && <p className="mt-2 text-sm">{t('coop.profile.reason', { reason: r.reason })}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
