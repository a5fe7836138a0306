import { useMemo, type ReactNode } from 'react'
import Chart from './Chart'
import ChartCard, { type FigureTable } from './ChartCard'
import { radialChart } from './charts'
import type { CsvTable } from './csv'
import { percent as formatPercent, periodRange } from './figures'
import type { Tone } from './theme'
import type { Period } from './types'
import { cardKey, useChartEnv } from './useChartEnv'

interface RadialPanelProps {
  name: string
  href: string
  period: Period
  headline: { text: string; raw: number }
  detail?: ReactNode
  /** The share drawn, 0–100 (more is written, the bar stops full); null: nothing to draw. */
  percent: number | null
  /** The share's name, in the middle of the ring. */
  label: string
  tone: Tone
  empty: boolean
  /** Replaces the card's usual sentence for an empty period (e.g. no goal is set). */
  emptyText?: string
  csv: () => CsvTable
  table: FigureTable
  /** Beside the ring: the figures it sums up. */
  extra?: ReactNode
  className?: string
}

/** A card with one share drawn as a ring (the goal reached, the messages answered) and the figures beside it. */
export default function RadialPanel(props: RadialPanelProps) {
  const { name, href, period, headline, detail, percent, label, tone, empty, emptyText, csv, table, extra, className } = props
  const { t, lang, palette } = useChartEnv()
  const prefix = cardKey(name)
  const drawn = useMemo(() => radialChart({ percent: percent ?? 0, label, tone, palette, lang }), [percent, label, tone, palette, lang])
  return (
    <ChartCard
      name={name}
      title={t(`${prefix}.title`)}
      headline={headline}
      detail={detail}
      empty={empty || percent === null}
      emptyText={emptyText ?? t(`${prefix}.empty`)}
      href={href}
      period={period}
      csv={csv}
      table={table}
      description={t('analytics.chart.ratio', { what: label, percent: formatPercent(percent ?? 0, lang), range: periodRange(period, lang) })}
      className={className}
    >
      <div className="grid items-center gap-4 sm:grid-cols-2">
        <Chart type={drawn.type} series={drawn.series} options={drawn.options} height={230} />
        {extra}
      </div>
    </ChartCard>
  )
}
