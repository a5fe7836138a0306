import { formatNumber } from '@/lib/format'

/** A price in euros, without decimals when it is whole (49 €, 45,25 €). */
export function euros(value: number, lang: string): string {
  const whole = Number.isInteger(value)
  return formatNumber(value, lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })
}

/** The most a yearly plan saves against paying monthly, in whole percent (0 when none does). */
export function bestSaving(plans: { monthlyPrice: number; yearlyPlan: { perMonth: number } }[]): number {
  let best = 0
  for (const p of plans) if (p.monthlyPrice > 0) best = Math.max(best, Math.round((1 - p.yearlyPlan.perMonth / p.monthlyPrice) * 100))
  return best
}

/** A price as an admin types it ("49", "45,5"): its text for the server, a dot for the decimal point. */
export const amountText = (text: string) => text.trim().replace(',', '.')
