import { formatDate, formatDateTime, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { Membership } from './types'

/** The membership's facts: number, dates, the decision, and the exit or the rejection when there is one. */
export default function Details({ membership: m }: { membership: Membership }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const rows: [string, string][] = [
    ['number', m.number ? formatNumber(m.number, lng, { useGrouping: false }) : ''],
    ['partsWished', formatNumber(m.partsWished, lng)],
    ['appliedAt', formatDate(m.appliedAt, lng)],
    ['admittedOn', m.admittedOn ? formatDate(m.admittedOn, lng) : ''],
    ['decidedBy', m.decidedByName],
    ['decidedAt', m.decidedAt ? formatDateTime(m.decidedAt, lng) : ''],
    ['decisionRef', m.decisionRef],
    ['exitKind', m.exitKind ? t(`coop.members.exitKinds.${m.exitKind}`) : ''],
    ['exitDate', m.exitDate ? formatDate(m.exitDate, lng) : ''],
    ['exitReason', m.exitReason],
    ['exitCompletedOn', m.exitCompletedOn ? formatDate(m.exitCompletedOn, lng) : ''],
    ['rejectedReason', m.rejectedReason],
  ]
  // The exit's and the rejection's lines only when they say something.
  const optional = new Set(['exitKind', 'exitDate', 'exitReason', 'exitCompletedOn', 'rejectedReason'])
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows
        .filter(([k, v]) => v || !optional.has(k))
        .map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted">{t(`coop.members.page.${k}`)}</dt>
            <dd className="mt-0.5 break-words text-sm text-heading" data-field={k}>
              {v || t('coop.members.page.none')}
            </dd>
          </div>
        ))}
    </dl>
  )
}
