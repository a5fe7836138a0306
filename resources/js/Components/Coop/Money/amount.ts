/**
 * Amounts as people type them, read into integer cents: "1 234,50",
 * "1234.50", "1.234,50", "1,234.50", "12 €". The reader's language settles
 * the one ambiguous case, a single mark followed by three digits: "1,234" is
 * 1 234 € in English (a grouping comma) and a refusal in French (three
 * decimals), "1.234" the other way round. Nothing is guessed otherwise.
 */
import { formatNumber } from '@/lib/format'

/** The largest amount a form takes: a billion euros, far above any cooperative account. */
export const MAX_CENTS = 100_000_000_000

/** Why a text is not an amount: empty, not a number, more than two decimals, zero or less, too large. */
export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'positive' | 'tooLarge'

export type ParsedAmount = { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem }

/** The decimal mark of lang's readers ("." in English, "," in French). */
export function decimalMark(lang: string): string {
  return formatNumber(1.5, lang).replace(/\d/g, '') || '.'
}

/** Splits digits at the decimal mark once grouping marks are settled: [whole, fraction] or null. */
function split(s: string, lang: string): [string, string] | null {
  const dots = s.split('.').length - 1
  const commas = s.split(',').length - 1
  if (dots && commas) {
    // Both marks: the last one is the decimal mark, the other groups.
    const mark = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ','
    const group = mark === '.' ? ',' : '.'
    const at = s.lastIndexOf(mark)
    const whole = s.slice(0, at)
    if (whole.includes(mark) || !/^\d{1,3}([,.]\d{3})*$/.test(whole) || whole.split(group).some((g, i) => i > 0 && g.length !== 3)) return null
    return [whole.split(group).join(''), s.slice(at + 1)]
  }
  const mark = dots ? '.' : commas ? ',' : ''
  if (!mark) return [s, '']
  const parts = s.split(mark)
  if (parts.length > 2) {
    // The same mark several times groups thousands: 1.234.567 or 1,234,567.
    return /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((g) => /^\d{3}$/.test(g)) ? [parts.join(''), ''] : null
  }
  const [whole, fraction] = parts as [string, string]
  const grouping = fraction.length === 3 && /^\d{1,3}$/.test(whole) && decimalMark(lang) !== mark
  return grouping ? [whole + fraction, ''] : [whole, fraction]
}

/** The cents of text, or why it is not an amount the form takes (a positive amount of at most two decimals). */
export function parseAmount(text: string, lang: string): ParsedAmount {
  const s = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/^\+/, '')
  if (s === '') return { problem: 'required' }
  if (s.startsWith('-')) return /^-[\d.,]+$/.test(s) ? { problem: 'positive' } : { problem: 'invalid' }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return { problem: 'invalid' }
  const parts = split(s, lang)
  if (!parts || !/^\d*$/.test(parts[0]) || !/^\d*$/.test(parts[1]) || (parts[0] === '' && parts[1] === '')) return { problem: 'invalid' }
  const [whole, fraction] = parts
  if (fraction.length > 2) return { problem: 'decimals' }
  if (whole.replace(/^0+/, '').length > 10) return { problem: 'tooLarge' }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (cents <= 0) return { problem: 'positive' }
  if (cents > MAX_CENTS) return { problem: 'tooLarge' }
  return { cents }
}

/** Cents as a form writes an amount, with the reader's decimal mark and no grouping: 123450 → "1234.50" / "1234,50". */
export const amountText = (cents: number, lang: string) => formatNumber(cents / 100, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })

/** A rate in percent as typed ("2,5", "2.5 %") as basis points (250); null when it is not one of at most two decimals. */
export function parseRate(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f%]/g, '').replace(',', '.')
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(s)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** A fresh Idempotency-Key: the same form submitted twice is one movement. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
