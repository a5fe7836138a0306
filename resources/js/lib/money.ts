/**
 * Amounts typed in forms, read exactly: a decimal text as an integer number of
 * cents (or of any scale), and cents written back as a form shows them. The
 * invoice form and the shop's product and coupon forms read prices the same way.
 */

import { formatNumber } from '@/lib/format'

/**
 * A decimal with at most `places` decimals as an integer scaled by 10^places
 * ("12,5" → 1250 for 2 places); null for anything else. A comma may stand for
 * the point; spaces and € are ignored.
 */
export function parseFixed(text: string, places: number): number | null {
  const s = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(s)
  if (!m || (m[2] === '' && (m[3] ?? '') === '') || (m[3] ?? '').length > places || (m[2] ?? '').length > 12) return null
  const whole = Number(m[2] || '0')
  const frac = Number(((m[3] ?? '') + '0'.repeat(places)).slice(0, places) || '0')
  const n = whole * 10 ** places + frac
  return m[1] === '-' ? -n : n
}

export const parseCents = (text: string) => parseFixed(text, 2)

/** Cents as a form writes an amount, with the reader's decimal mark: 123450 → "1234.50" / "1234,50". */
export const centsText = (cents: number, lang?: string) => formatNumber(cents / 100, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })
