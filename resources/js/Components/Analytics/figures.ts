import { DATE, DAY_MONTH, formatDate, formatMoney, formatNumber } from '@/lib/format'
import type { Period } from './types'

/** How the cards write their figures, through lib/format in the page's language. */

/** Whether a change is an increase, a decrease, nothing, or cannot be told (no previous figure). */
export type Trend = 'up' | 'down' | 'flat' | 'none'

export function trendOf(change: number | null | undefined): Trend {
  if (change === null || change === undefined || !Number.isFinite(change)) return 'none'
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
}

/** A change in percent, signed: "+12.5%" / "+12,5 %" / "−3%"; '' when there is none. */
export function formatChange(change: number | null | undefined, lang: string): string {
  if (trendOf(change) === 'none') return ''
  return formatNumber((change as number) / 100, lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
}

/** A bucket of a series: a day (YYYY-MM-DD) or a month (YYYY-MM), short for an axis ("Mar 3", "Mar 26") or long for a tooltip. */
export function bucketLabel(bucket: string, unit: Period['unit'], lang: string, long = false): string {
  if (unit === 'month' || /^\d{4}-\d{2}$/.test(bucket)) {
    const day = /^\d{4}-\d{2}$/.test(bucket) ? `${bucket}-01` : bucket
    return formatDate(day, lang, long ? { month: 'long', year: 'numeric' } : { month: 'short', year: '2-digit' })
  }
  return formatDate(bucket, lang, long ? { weekday: 'short', ...DATE } : DAY_MONTH)
}

/** The period in words: "Oct 27, 2026 – Nov 25, 2026" / "27 oct. 2026 – 25 nov. 2026". */
export function periodRange(period: Pick<Period, 'from' | 'to'>, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, DATE).formatRange(new Date(`${period.from}T12:00:00`), new Date(`${period.to}T12:00:00`))
  } catch {
    return `${formatDate(period.from, lang)} – ${formatDate(period.to, lang)}`
  }
}

/** A count for an axis: "1.2K" / "1,2 k". */
export function compactCount(n: number, lang: string): string {
  return formatNumber(n, lang, { notation: 'compact', maximumFractionDigits: 1 })
}

/** Cents for an axis: "€12K" / "12 k€". */
export function compactMoney(cents: number, lang: string): string {
  return formatNumber(cents / 100, lang, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 })
}

/** A figure as the card shows it: money from cents, or a count (one decimal at most). */
export function figure(value: number, money: boolean, lang: string): string {
  return money ? formatMoney(value, lang) : formatNumber(value, lang, { maximumFractionDigits: 1 })
}

/** A percent from 0–100: "42.5%" / "42,5 %". */
export function percent(value: number, lang: string): string {
  return formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 1 })
}

/** Minutes as a duration: "45 min", "3 h 20 min", "2 d 4 h" in the language's units. */
export function duration(minutes: number, lang: string): string {
  const m = Math.round(minutes)
  const unit = (n: number, u: string) => formatNumber(n, lang, { style: 'unit', unit: u, unitDisplay: 'narrow' })
  if (m < 60) return unit(m, 'minute')
  const h = Math.floor(m / 60)
  if (h < 48) return m % 60 ? `${unit(h, 'hour')} ${unit(m % 60, 'minute')}` : unit(h, 'hour')
  const d = Math.floor(h / 24)
  return h % 24 ? `${unit(d, 'day')} ${unit(h % 24, 'hour')}` : unit(d, 'day')
}

/** Whether every value of the series is zero (or there is none): the card says so instead of drawing an empty axis. */
export function allZero(...values: (readonly number[] | number | null | undefined)[]): boolean {
  return values.every((v) => (Array.isArray(v) ? v.every((n) => !n) : !v))
}
