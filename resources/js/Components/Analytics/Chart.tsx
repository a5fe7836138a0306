import type { ApexOptions } from 'apexcharts'
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'

const ApexChart = lazy(() => import('./ApexChart'))

export type ChartType = 'line' | 'area' | 'bar' | 'donut' | 'radialBar'

interface ChartProps {
  type: ChartType
  series: ApexOptions['series']
  options: ApexOptions
  /** The chart's height in pixels: the placeholder keeps it while ApexCharts loads, so nothing below moves. */
  height: number
}

/** If the chart's code cannot be loaded (offline, a new version deployed), says so; the card's figures stay. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function Unavailable({ height }: { height: number }) {
  const { t } = useTranslation()
  return (
    <p className="flex items-center justify-center rounded-lg bg-body/60 px-4 text-center text-sm text-muted" style={{ height }}>
      {t('analytics.chart.unavailable')}
    </p>
  )
}

/**
 * One chart drawn by ApexCharts, loaded lazily: a fixed-height placeholder
 * while its code arrives. Hidden from screen readers: the card around it
 * gives the chart's title, a description and the table of its figures. The
 * drawing is always left to right (ApexCharts has no right-to-left mode):
 * the cards mirror the data themselves.
 */
export default function Chart({ type, series, options, height }: ChartProps) {
  return (
    <div aria-hidden="true" dir="ltr" className="min-w-0" style={{ minHeight: height }} data-chart={type}>
      <ChartBoundary fallback={<Unavailable height={height} />}>
        <Suspense fallback={<div className="animate-pulse rounded-lg bg-surface-alt/70" style={{ height }} data-chart-loading="" />}>
          {/* A new skin or language draws the chart anew rather than patching the one drawn. */}
          <ApexChart key={`${options.theme?.mode}|${options.chart?.defaultLocale}`} type={type} series={series} options={options} height={height} width="100%" />
        </Suspense>
      </ChartBoundary>
    </div>
  )
}
