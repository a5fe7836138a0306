import { Link } from '@inertiajs/react'
import { formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import Panel, { Empty } from './Panel'
import { LINKS, type Overview } from './types'

/** How wide a bar is, in % of the largest (a count above 0 always shows). */
export function barWidth(n: number, largest: number): number {
  if (largest <= 0 || n <= 0) return 0
  return Math.max(2, Math.round((n / largest) * 100))
}

/** The members in each state of their membership, as bars; each opens the list of that state. */
export function MembersByState({ members, statuses }: { members: Overview['members']; statuses: string[] }) {
  const { t, i18n } = useTranslation()
  const largest = Math.max(0, ...statuses.map((s) => members[s] ?? 0))
  return (
    <Panel id="dashboard-members" title={t('dashboard.coop.members.title')} more={t('dashboard.coop.members.all', { count: members.all ?? 0 })} moreHref="/coop/membres">
      {largest === 0 ? (
        <Empty>{t('dashboard.coop.members.none')}</Empty>
      ) : (
        <ul className="grid gap-2.5">
          {statuses.map((s) => (
            <li key={s}>
              <Link href={LINKS.members(s)} className="group grid grid-cols-[8rem_1fr_auto] items-center gap-3 text-sm">
                <span className="truncate text-text group-hover:text-primary-text">{t(`coop.members.status.${s}`, { defaultValue: s })}</span>
                <span className="h-2.5 rounded-full bg-primary/10" aria-hidden="true">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${barWidth(members[s] ?? 0, largest)}%` }} />
                </span>
                <span className="min-w-8 text-end font-medium text-heading tabular-nums" data-member-status={s}>
                  {formatNumber(members[s] ?? 0, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** The capital now in each category of parts: parts, holders, amount. */
export function CapitalByCategory({ capital }: { capital: Overview['capital'] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  if (capital.categories.length === 0) return <Empty>{t('dashboard.coop.capital.none')}</Empty>
  return (
    <ul className="grid gap-3">
      {capital.categories.map((c) => (
        <li key={c.category}>
          <Link href={LINKS.capitalOf(c.category)} className="group block rounded-lg border border-line p-3 hover:border-primary/50">
            <span className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-heading group-hover:text-primary-text" dir="auto">
                {c.label}
              </span>
              <bdi dir="ltr" className="font-semibold text-heading tabular-nums">
                {formatMoney(c.capitalCents, lang)}
              </bdi>
            </span>
            <span className="mt-1 block text-xs text-muted" dir="auto">
              {tCount('dashboard.coop.capital.parts', c.parts, { nominal: formatMoney(c.nominalCents, lang), parts: formatNumber(c.parts, lang) })}
              {' · '}
              {tCount('dashboard.coop.capital.holders', c.holders, { holders: formatNumber(c.holders, lang) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
