import { useMemo, type ReactNode } from 'react'
import Chart from './Chart'
import ChartCard from './ChartCard'
import { timeChart } from './charts'
import { seriesTable } from './csv'
import { allZero, bucketLabel, figure, periodRange } from './figures'
import type { Tone } from './theme'
import type { Period, Series } from './types'
import { cardKey, useChartEnv } from './useChartEnv'

interface SeriesPanelProps {
  /** The card's key in the contract ("avg-sessions", "statistics-revenue"). */
  name: string
  card: { labels: string[]; series: Series[]; href: string; change?: number | null }
  period: Period
  /** The series are cents. */
  money: boolean
  /** The headline figure (cents when money, unless headlineMoney says otherwise). */
  headline: number
  headlineMoney?: boolean
  detail?: ReactNode
  kind: 'area' | 'line' | 'bar'
  tones: Tone[]
  height?: number
  sparkline?: boolean
  stacked?: boolean
  /** The most labels the time axis writes: 7 on a wide card, 4 by default. */
  ticks?: number
  /** Below the chart: a legend, a list. */
  extra?: ReactNode
  className?: string
}

/** The translated name of a series by its key ("invoiced" → "Invoiced"). */
export const seriesName = (t: (k: string) => string, key: string) => t(`analytics.series.${key}`)

/** A card drawing series over the period (a statistic with its sparkline, or a chart with axes). */
export default function SeriesPanel(props: SeriesPanelProps) {
  const { name, card, period, money, headline, headlineMoney = money, detail, kind, tones, height = 220, sparkline, stacked, ticks = 4, extra, className } = props
  const { t, lang, rtl, palette } = useChartEnv()
  const prefix = cardKey(name)
  const labels = card.labels ?? []
  const series = card.series ?? []
  const names = series.map((s) => seriesName(t, s.name))
  const drawn = useMemo(
    () => timeChart({ kind, labels, series, names, unit: period.unit, money, tones, palette, lang, rtl, sparkline, stacked, ticks }),
    // names follow lang; labels and series are new objects only when the cards reload.
    [kind, labels, series, period.unit, money, tones.join(), palette, lang, rtl, sparkline, stacked, ticks],
  )
  const unitHead = t(`analytics.unit.${period.unit}`)
  return (
    <ChartCard
      name={name}
      title={t(`${prefix}.title`)}
      headline={{ text: figure(headline, headlineMoney, lang), raw: headline }}
      change={card.change === undefined ? undefined : card.change}
      detail={detail}
      empty={allZero(...series.map((s) => s.data))}
      emptyText={t(`${prefix}.empty`)}
      href={card.href}
      period={period}
      csv={() => seriesTable(labels, series, period.unit, money)}
      table={{
        header: [unitHead, ...names],
        rows: labels.map((label, i) => [bucketLabel(label, period.unit, lang, true), ...series.map((s) => figure(s.data[i] ?? 0, money, lang))]),
      }}
      description={t('analytics.chart.series', { what: names.join(', '), unit: unitHead.toLocaleLowerCase(lang), range: periodRange(period, lang) })}
      className={className}
    >
      <Chart type={drawn.type} series={drawn.series} options={drawn.options} height={height} />
      {extra}
    </ChartCard>
  )
}

/** Coloured dots naming the series or the parts of a chart, with their figures. */
export function Legend({ items }: { items: { key: string; label: string; value: string; color: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2" data-legend={item.key}>
          <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: item.color }} aria-hidden="true" />
          <bdi className="text-text">{item.label}</bdi>
          <bdi dir="ltr" className="font-medium text-heading tabular-nums">
            {item.value}
          </bdi>
        </li>
      ))}
    </ul>
  )
}
