/**
 * Money in integer cents, as the server keeps it. The form shows its totals
 * while typing with the server's own arithmetic (line = cost × qty, discount
 * off the subtotal, tax rounded half up to the cent); what is saved is what
 * the server computes.
 */

import { formatNumber } from '@/lib/format'

/** Cents as euros in the reader's language: "€1,234.50", "1 234,50 €". */
export { formatMoney } from '@/lib/format'

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

export interface Totals {
  /** Each line's price, in cents; null where its cost or qty is not a number yet. */
  prices: (number | null)[]
  subtotal: number
  discount: number
  tax: number
  total: number
}

/** The invoice's totals from the form's text, as the server will compute them. */
export function computeTotals(lines: readonly { cost: string; qty: string }[], discount: string, taxRate: string): Totals {
  const prices = lines.map((l) => {
    const cost = parseCents(l.cost)
    const qty = parseFixed(l.qty, 0)
    return cost === null || qty === null ? null : cost * qty
  })
  const subtotal = prices.reduce<number>((sum, p) => sum + (p ?? 0), 0)
  const off = discount.trim() === '' ? 0 : Math.max(0, parseCents(discount) ?? 0)
  const bp = taxRate.trim() === '' ? 0 : Math.max(0, parseFixed(taxRate, 2) ?? 0)
  const base = subtotal - off
  const tax = base >= 0 ? Math.floor((base * bp + 5000) / 10000) : 0
  return { prices, subtotal, discount: off, tax, total: base + tax }
}
