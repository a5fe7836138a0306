import { formatDateTime } from './format'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** "5 minutes ago", "yesterday", "now"… in the given language; "" for an invalid date. */
export function timeAgo(iso: string, lang: string, now = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const seconds = Math.round((then - now) / 1000)
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit)
  return rtf.format(0, 'second')
}

/** "Mar 3, 2026, 2:05 PM" / "3 mars 2026, 14:05" in the given language; "" for an invalid date. */
export const formatFullTime = (iso: string, lang: string): string => formatDateTime(iso, lang)
