import { Hash, Landmark, PieChart, Users, type LucideIcon } from 'lucide-react'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { CapTable, Chain } from './types'

interface Card {
  key: string
  label: string
  value: string
  hint?: string
  icon: LucideIcon
  tone: string
}

/** One row of cards on wide screens, however many categories there are. */
const COLUMNS: Record<number, string> = { 4: 'xl:grid-cols-4', 5: 'xl:grid-cols-5', 6: 'xl:grid-cols-6' }

/** The holders: the server's count of distinct holders when it sends one, else the sum of the categories' (one holding in two categories counts twice). */
const holdersOf = (cap: CapTable) => cap.holders ?? cap.categories.reduce((n, c) => n + c.holders, 0)

/**
 * The register at a glance, as of the cap table's date: the capital, the
 * parts of each category, the holders, and the last entry's number.
 */
export default function PartsStats({ capTable, chain }: { capTable: CapTable; chain: Chain }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const cards: Card[] = [
    {
      key: 'capital',
      label: t('coop.parts.stats.capital'),
      value: formatMoney(capTable.capitalCents, lng),
      hint: capTable.asOf ? t('coop.parts.stats.on', { date: formatDate(capTable.asOf, lng) }) : undefined,
      icon: Landmark,
      tone: 'bg-primary/15 text-primary-text',
    },
    ...capTable.categories.map((c) => ({
      key: `category-${c.category}`,
      label: t('coop.parts.stats.category', { category: c.category }),
      value: formatNumber(c.parts, lng),
      hint: t('coop.parts.stats.categoryHint', { capital: formatMoney(c.capitalCents, lng), holders: formatNumber(c.holders, lng) }),
      icon: PieChart,
      tone: c.voting ? 'bg-success/15 text-success' : 'bg-info/15 text-info',
    })),
    { key: 'holders', label: t('coop.parts.stats.holders'), value: formatNumber(holdersOf(capTable), lng), icon: Users, tone: 'bg-warning/15 text-warning' },
    {
      key: 'last',
      label: t('coop.parts.stats.last'),
      value: chain.number ? t('coop.parts.entryNumber', { number: formatNumber(chain.number, lng, { useGrouping: false }) }) : '—',
      icon: Hash,
      tone: 'bg-muted/15 text-heading',
    },
  ]
  return (
    <section aria-label={t('coop.parts.stats.label')}>
      <ul className={`grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 ${COLUMNS[cards.length] ?? 'xl:grid-cols-4'}`}>
        {cards.map(({ key, label, value, hint, icon: Icon, tone }) => (
          <li key={key} className="card flex items-center justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="truncate text-sm text-text">{label}</p>
              <p className="mt-1 text-xl font-semibold whitespace-nowrap text-heading tabular-nums sm:text-2xl">{value}</p>
              {hint && <p className="mt-0.5 truncate text-xs text-muted">{hint}</p>}
            </div>
            <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg max-sm:hidden ${cards.length > 4 ? 'xl:max-2xl:hidden' : ''} ${tone}`}>
              <Icon className="size-5.5" aria-hidden="true" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
