import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/** One line of a tiers' timeline, as the server sends it. */
export interface TimelineEvent {
  at: string
  kind: string
  actor?: string
  params?: Record<string, string | number>
}

const TONE: Record<string, string> = {
  'tiers.created': 'bg-success',
  'tiers.updated': 'bg-primary',
  'document.created': 'bg-info',
  'document.deleted': 'bg-danger',
  invoice: 'bg-warning',
}

/** What happened to a tiers, newest first: changes, documents and invoices. */
export default function Timeline({ events }: { events: TimelineEvent[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  if (events.length === 0) return <p className="text-sm text-muted">{t('coop.tiers.timeline.none')}</p>
  return (
    <ol className="relative ms-1.5 border-s border-line">
      {events.map((e, i) => {
        const params = { ...e.params, total: e.kind === 'invoice' ? formatMoney(Number(e.params?.total ?? 0), lang) : '' }
        return (
          <li key={i} className="relative ps-6 pb-5 last:pb-0">
            <span aria-hidden="true" className={`absolute -start-1.5 top-1.5 size-3 rounded-full ring-4 ring-surface ${TONE[e.kind] ?? 'bg-muted'}`} />
            <p className="text-[0.9375rem] font-medium text-heading">{t(`coop.tiers.timeline.${e.kind.replace('.', '_')}`, { ...params, defaultValue: e.kind })}</p>
            <p className="mt-0.5 text-xs text-muted">
              {e.actor && <span>{t('coop.tiers.history.by', { name: e.actor })} · </span>}
              <time dateTime={e.at}>{e.kind === 'invoice' ? formatDate(e.at, lang) : formatDateTime(e.at, lang)}</time>
            </p>
          </li>
        )
      })}
    </ol>
  )
}
