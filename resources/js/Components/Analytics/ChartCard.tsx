import { Link } from '@inertiajs/react'
import { ArrowDownRight, ArrowRight, ArrowUpRight, Download, Minus } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { csvFileName, downloadCsv, toCsv, type CsvTable } from './csv'
import { formatChange, trendOf } from './figures'
import { useCardsLoading } from './period'
import type { Period } from './types'
import { linkKey } from './useChartEnv'

/** The figures of a chart for screen readers: a caption, the column heads, the rows (first cell the row's head). */
export interface FigureTable {
  header: string[]
  rows: string[][]
}

interface ChartCardProps {
  /** The card's key (the contract's name): data-card, and the CSV file's name. */
  name: string
  title: string
  /** The headline figure as shown, and its raw value (data-value, for tests and tools). */
  headline?: { text: string; raw: number }
  /** Percent against the previous period, or null when there is nothing to compare with; undefined: the card has no change. */
  change?: number | null
  /** A line under the headline. */
  detail?: ReactNode
  /** Nothing to draw for this period: the sentence that says so replaces the chart. */
  empty: boolean
  emptyText: string
  /** The list behind the card; the link's words follow from it. */
  href: string
  period: Period
  /** The chart's figures: the CSV download and the screen readers' table. */
  csv: () => CsvTable
  table: FigureTable
  /** One sentence describing the chart for screen readers. */
  description: string
  className?: string
  /** The chart (and what goes with it: a legend, a list). */
  children: ReactNode
}

/** The change against the previous period: an arrow, the signed percent, and words for screen readers (not colour alone). */
export function Change({ change }: { change: number | null }) {
  const { t, i18n } = useTranslation()
  const trend = trendOf(change)
  if (trend === 'none') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-muted" data-trend="none">
        <Minus className="size-3.5" aria-hidden="true" />
        {t('analytics.change.none')}
      </span>
    )
  }
  const text = formatChange(change, i18n.language)
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : ArrowRight
  // As the status pills: the colour on the arrow and the tint, the figure in the heading colour (readable on every skin).
  const [tint, arrow] = trend === 'up' ? ['bg-success/12', 'text-success'] : trend === 'down' ? ['bg-danger/12', 'text-danger'] : ['bg-surface-alt', 'text-muted']
  return (
    <span className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-heading ${tint}`} data-trend={trend}>
      <Icon className={`size-3.5 rtl:-scale-x-100 ${arrow}`} aria-hidden="true" />
      <bdi dir="ltr" aria-hidden="true">
        {text}
      </bdi>
      <span className="sr-only">{t(`analytics.change.${trend}`, { percent: text })}</span>
    </span>
  )
}

/** The chart's figures as a table only screen readers meet (a table's own width ignores sr-only's 1px: a wrapper hides it). */
function FiguresTable({ title, table }: { title: string; table: FigureTable }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            {table.header.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([head, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{head}</th>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * A dashboard card: its title and headline figure with the change, the chart
 * (or a sentence when the period has nothing), the link to the list behind
 * it, and "Download CSV" of the chart's figures. For screen readers the
 * chart is a figure with a description and the table of its figures. Dims
 * while the cards reload for another period.
 */
export default function ChartCard(props: ChartCardProps) {
  const { name, title, headline, change, detail, empty, emptyText, href, period, csv, table, description, className = '', children } = props
  const { t } = useTranslation()
  const loading = useCardsLoading()
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading || undefined}
      data-card={name}
      className={`card relative flex min-w-0 flex-col gap-4 p-5 transition-opacity sm:p-6 ${loading ? 'opacity-60' : ''} ${className}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold">
            {title}
          </h2>
          {headline && (
            <p className="mt-1 text-2xl font-semibold text-heading tabular-nums" data-figure={name} data-value={headline.raw}>
              <bdi dir="ltr">{headline.text}</bdi>
            </p>
          )}
          {detail && (
            <div className="mt-0.5 text-sm text-muted">
              <bdi>{detail}</bdi>
            </div>
          )}
        </div>
        {change !== undefined && <Change change={change} />}
      </header>

      <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} className="m-0 min-w-0 flex-1">
        {empty ? (
          <p id={`${id}-desc`} className="flex min-h-24 items-center justify-center rounded-lg bg-body/60 px-4 py-6 text-center text-sm text-muted" data-empty="">
            {emptyText}
          </p>
        ) : (
          <>
            <p id={`${id}-desc`} className="sr-only">
              {description}
            </p>
            {children}
            <FiguresTable title={title} table={table} />
          </>
        )}
      </figure>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
        <Link href={href} className="link">
          {t(linkKey(href))}
        </Link>
        <button
          type="button"
          className="btn-ghost ms-auto px-2 py-1"
          onClick={() => downloadCsv(csvFileName(name, period), toCsv(csv()))}
          aria-label={t('analytics.csv.label', { title })}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('analytics.csv.button')}
        </button>
      </footer>
    </section>
  )
}
