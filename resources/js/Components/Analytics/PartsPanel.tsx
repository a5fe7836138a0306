import { useMemo, type ReactNode } from 'react'
import Chart from './Chart'
import ChartCard from './ChartCard'
import { donutChart } from './charts'
import type { CsvTable } from './csv'
import { figure, percent, periodRange } from './figures'
import { Legend } from './SeriesPanel'
import type { Tone } from './theme'
import type { Period } from './types'
import { cardKey, useChartEnv } from './useChartEnv'

/** One part of the whole: its key (a device, a status), its words, its figure. */
export interface Part {
  key: string
  label: string
  value: number
}

interface PartsPanelProps {
  name: string
  href: string
  period: Period
  parts: Part[]
  tones: Tone[]
  /** The whole (the headline), and its name in the donut's hole. */
  total: number
  totalLabel: string
  detail?: ReactNode
  csv: () => CsvTable
  className?: string
}

/** A card of parts of a whole (sessions by device, orders by status, new and returning customers): a donut and its legend with each part's share. */
export default function PartsPanel({ name, href, period, parts, tones, total, totalLabel, detail, csv, className }: PartsPanelProps) {
  const { t, lang, palette } = useChartEnv()
  const prefix = cardKey(name)
  const sum = parts.reduce((a, p) => a + p.value, 0)
  const share = (v: number) => (sum > 0 ? percent((v / sum) * 100, lang) : '')
  // The parts are built anew at each render: the chart is redrawn only when their figures or words change.
  const partsKey = JSON.stringify(parts)
  const drawn = useMemo(
    () => donutChart({ values: parts.map((p) => p.value), names: parts.map((p) => p.label), tones, totalLabel, palette, lang }),
    [partsKey, tones.join(), totalLabel, palette, lang], // eslint-disable-line react-hooks/exhaustive-deps
  )
  return (
    <ChartCard
      name={name}
      title={t(`${prefix}.title`)}
      headline={{ text: figure(total, false, lang), raw: total }}
      detail={detail}
      empty={sum === 0}
      emptyText={t(`${prefix}.empty`)}
      href={href}
      period={period}
      csv={csv}
      table={{
        header: [t(`${prefix}.part`), t(`${prefix}.value`), t('analytics.chart.shareHead')],
        rows: parts.map((p) => [p.label, figure(p.value, false, lang), share(p.value)]),
      }}
      description={t('analytics.chart.parts', { what: t(`${prefix}.title`), range: periodRange(period, lang) })}
      className={className}
    >
      <Chart type={drawn.type} series={drawn.series} options={drawn.options} height={220} />
      <Legend
        items={parts.map((p, i) => ({
          key: p.key,
          label: p.label,
          value: `${figure(p.value, false, lang)} · ${share(p.value)}`,
          color: palette[tones[i % tones.length] ?? 'primary'],
        }))}
      />
    </ChartCard>
  )
}
