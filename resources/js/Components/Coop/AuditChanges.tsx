import { ArrowRight } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { fieldLabel, formatValue, type AuditChange } from './audit'

/** The fields one audit entry changed, each as "label: before → after"; a creation shows only the after. */
export default function AuditChanges({ changes, recordType = '' }: { changes: AuditChange[]; recordType?: string }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  if (changes.length === 0) return null
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="text-muted">{fieldLabel(t, c.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-1.5 break-words text-body">
            <span className="text-muted line-through decoration-muted/60">{formatValue(t, c.before, lang, c.field, recordType)}</span>
            <ArrowRight className="size-3.5 shrink-0 text-muted" aria-label={t('coop.audit.becomes')} />
            <span className="font-medium text-heading">{formatValue(t, c.after, lang, c.field, recordType)}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
