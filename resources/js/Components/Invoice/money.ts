/**
 * Money in integer cents, as the server keeps it. The form shows its totals
 * while typing with the server's own arithmetic (line = cost × qty, discount
 * off the subtotal, tax rounded half up to the cent); what is saved is what
 * the server computes.
 */

/** Cents as euros in the reader's language: "€1,234.50", "1 234,50 €". */
export { formatMoney } from '@/lib/format'

export { centsText, parseCents, parseFixed } from '@/lib/money'
import { parseCents, parseFixed } from '@/lib/money'

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
