import type { ApexOptions } from 'apexcharts'
import { bucketLabel, compactCount, compactMoney, figure, percent } from './figures'
import { baseOptions, mirror, type Palette, type Tone } from './theme'
import type { Period, Series } from './types'

/**
 * The ApexCharts configurations of the cards, from their figures: pure
 * functions of the data, the skin's palette, the language and the direction,
 * so that a test can check what a chart is given (order, colours, labels).
 */

export interface Drawn {
  type: 'line' | 'area' | 'bar' | 'donut' | 'radialBar'
  series: ApexOptions['series']
  options: ApexOptions
}

/** The most labels an axis writes by default: past that, every nth. */
const MAX_TICKS = 7

interface TimeChart {
  kind: 'area' | 'line' | 'bar'
  labels: readonly string[]
  series: readonly Series[]
  /** The series' names as shown (translated), by index. */
  names: readonly string[]
  unit: Period['unit']
  money: boolean
  tones: readonly Tone[]
  palette: Palette
  lang: string
  rtl: boolean
  /** A small chart without axes, under a statistic card's figure. */
  sparkline?: boolean
  stacked?: boolean
  /** The most labels the time axis writes (fewer on a narrow card). */
  ticks?: number
}

/**
 * The value axis: from 0 (unless a value is below), and for counts whole
 * numbers only (a day has 0 or 1 order, never 0.5).
 */
function valueAxis(c: TimeChart) {
  const values = c.stacked ? c.labels.map((_, i) => c.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0)) : c.series.flatMap((s) => s.data)
  const high = Math.max(0, ...values)
  const low = Math.min(0, ...values)
  const counts = !c.money
  return {
    // A sparkline has no axes; said again here because ApexCharts draws the labels back when its options change.
    show: !c.sparkline,
    opposite: c.rtl,
    min: low < 0 ? undefined : 0,
    tickAmount: counts && low >= 0 && high > 0 && high < 4 ? high : 4,
    forceNiceScale: true,
    decimalsInFloat: 0,
    labels: { formatter: (v: number) => (c.money ? compactMoney(v, c.lang) : compactCount(Math.round(v), c.lang)) },
  }
}

/**
 * A series over time (days or months). In a right-to-left page the labels and
 * values are reversed (the first day on the right) and the value axis is on
 * the right; the axis writes at most MAX_TICKS labels, the tooltip the long date.
 */
export function timeChart(c: TimeChart): Drawn {
  const base = baseOptions(c.palette, c.lang)
  const categories = mirror(c.labels, c.rtl)
  const step = Math.max(1, Math.ceil(categories.length / (c.ticks ?? MAX_TICKS)))
  const position = new Map(categories.map((label, i) => [label, i]))
  // Keeps the labels at a regular step counted from the first day of the period, wherever it is drawn.
  const shown = (label: string) => {
    const i = position.get(label)
    if (i === undefined) return false
    const fromStart = c.rtl ? categories.length - 1 - i : i
    return fromStart % step === 0
  }
  const value = (v: number) => figure(v, c.money, c.lang)
  const colors = c.tones.map((t) => c.palette[t])
  return {
    type: c.kind,
    series: c.series.map((s, i) => ({ name: c.names[i] ?? s.name, data: mirror(s.data, c.rtl) })),
    options: {
      ...base,
      chart: { ...base.chart, type: c.kind, stacked: Boolean(c.stacked), sparkline: { enabled: Boolean(c.sparkline) } },
      colors,
      xaxis: {
        type: 'category',
        categories,
        tickPlacement: 'on',
        labels: {
          show: !c.sparkline,
          rotate: 0,
          hideOverlappingLabels: true,
          trim: false,
          formatter: (label: string) => (shown(String(label)) ? bucketLabel(String(label), c.unit, c.lang) : ''),
        },
        axisBorder: { show: false },
        axisTicks: { show: false },
        tooltip: { enabled: false },
        crosshairs: { show: c.kind !== 'bar' },
      },
      yaxis: valueAxis(c),
      tooltip: {
        ...base.tooltip,
        x: { formatter: (_v: number, opts?: { dataPointIndex?: number }) => bucketLabel(categories[opts?.dataPointIndex ?? 0] ?? '', c.unit, c.lang, true) },
        y: { formatter: value },
      },
      fill:
        c.kind === 'area'
          ? { type: 'gradient', gradient: { shadeIntensity: 0.6, opacityFrom: 0.45, opacityTo: 0.05, stops: [0, 95, 100] } }
          : { opacity: 1 },
      // Monotone: a smooth line that never swings past the values (no dip below zero between two days).
      stroke: c.kind === 'bar' ? { show: false, width: 0 } : { curve: 'monotoneCubic', width: c.sparkline ? 2 : 2.5 },
      plotOptions: { bar: { borderRadius: 4, borderRadiusApplication: 'end', columnWidth: c.series.length > 1 && !c.stacked ? '60%' : '50%' } },
      markers: { size: 0, hover: { size: 4 } },
    },
  }
}

interface Slices {
  values: readonly number[]
  names: readonly string[]
  tones: readonly Tone[]
  money?: boolean
  /** Written in the hole: the total's name. */
  totalLabel: string
  palette: Palette
  lang: string
}

/** Parts of a whole (devices, statuses): a donut with the total in its hole. */
export function donutChart(c: Slices): Drawn {
  const base = baseOptions(c.palette, c.lang)
  const value = (v: number) => figure(v, Boolean(c.money), c.lang)
  const total = c.values.reduce((a, b) => a + b, 0)
  return {
    type: 'donut',
    series: [...c.values],
    options: {
      ...base,
      chart: { ...base.chart, type: 'donut' },
      labels: [...c.names],
      colors: c.tones.map((t) => c.palette[t]),
      stroke: { width: 2, colors: [c.palette.surface] },
      tooltip: { ...base.tooltip, y: { formatter: value } },
      plotOptions: {
        pie: {
          donut: {
            size: '72%',
            labels: {
              show: true,
              name: { show: true, fontSize: '0.8125rem', color: c.palette.muted },
              value: { show: true, fontSize: '1.375rem', fontWeight: 600, color: c.palette.text, formatter: (v: string) => value(Number(v)) },
              total: { show: true, label: c.totalLabel, fontSize: '0.8125rem', color: c.palette.muted, formatter: () => value(total) },
            },
          },
        },
      },
    },
  }
}

/** One share out of 100 (a goal reached, messages answered): a radial bar, the percent in its middle (the bar stops at 100). */
export function radialChart(c: { percent: number; label: string; tone: Tone; palette: Palette; lang: string }): Drawn {
  const base = baseOptions(c.palette, c.lang)
  return {
    type: 'radialBar',
    series: [Math.max(0, Math.min(100, c.percent))],
    options: {
      ...base,
      chart: { ...base.chart, type: 'radialBar' },
      labels: [c.label],
      colors: [c.palette[c.tone]],
      stroke: { lineCap: 'round' },
      plotOptions: {
        radialBar: {
          startAngle: -135,
          endAngle: 135,
          hollow: { size: '62%' },
          track: { background: c.palette.line, strokeWidth: '100%' },
          dataLabels: {
            name: { show: true, offsetY: 22, fontSize: '0.8125rem', color: c.palette.muted },
            value: { show: true, offsetY: -14, fontSize: '1.5rem', fontWeight: 600, color: c.palette.text, formatter: () => percent(c.percent, c.lang) },
          },
        },
      },
    },
  }
}
