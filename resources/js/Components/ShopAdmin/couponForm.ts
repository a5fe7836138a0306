import type { Coupon } from '@/Components/Shop/types'
import { t } from '@/lib/i18n'
import { centsText, parseCents } from '@/lib/money'

/** A coupon's form, as typed. */
export interface CouponDraft {
  code: string
  description: string
  kind: 'percent' | 'amount'
  percentOff: string
  amountOff: string
  minSubtotal: string
  startsOn: string
  endsOn: string
  maxUses: string
  active: boolean
}

export type CouponErrors = Record<string, string | undefined>

/** The form's first state: the coupon being edited, or a new active one. */
export function couponDraft(c: Coupon | null): CouponDraft {
  if (!c) return { code: '', description: '', kind: 'percent', percentOff: '', amountOff: '', minSubtotal: '', startsOn: '', endsOn: '', maxUses: '', active: true }
  return {
    code: c.code,
    description: c.description,
    kind: c.amountOff > 0 ? 'amount' : 'percent',
    percentOff: c.percentOff > 0 ? String(c.percentOff) : '',
    amountOff: c.amountOff > 0 ? centsText(c.amountOff) : '',
    minSubtotal: c.minSubtotal > 0 ? centsText(c.minSubtotal) : '',
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    maxUses: c.maxUses > 0 ? String(c.maxUses) : '',
    active: c.active,
  }
}

export interface CouponBody {
  code: string
  description: string
  percentOff: number
  amountOff: number
  minSubtotal: number
  startsOn: string
  endsOn: string
  maxUses: number
  active: boolean
}

const whole = (s: string) => (s.trim() === '' ? 0 : /^\s*\d{1,9}\s*$/.test(s) ? Number(s) : null)
const cents = (s: string) => (s.trim() === '' ? 0 : parseCents(s))

/** What the form sends (the discount of its kind only, amounts in cents), or the fields that are not numbers. */
export function couponBody(d: CouponDraft): { body: CouponBody } | { errors: CouponErrors } {
  const percentOff = d.kind === 'percent' ? whole(d.percentOff) : 0
  const amountOff = d.kind === 'amount' ? cents(d.amountOff) : 0
  const minSubtotal = cents(d.minSubtotal)
  const maxUses = whole(d.maxUses)
  const errors: CouponErrors = {}
  if (percentOff === null) errors.percentOff = t('shopAdmin.coupons.form.percentInvalid')
  if (amountOff === null) errors.amountOff = t('shopAdmin.form.priceInvalid')
  if (minSubtotal === null) errors.minSubtotal = t('shopAdmin.form.priceInvalid')
  if (maxUses === null) errors.maxUses = t('shopAdmin.coupons.form.usesInvalid')
  if (percentOff === null || amountOff === null || minSubtotal === null || maxUses === null) return { errors }
  return {
    body: { code: d.code.trim().toUpperCase(), description: d.description.trim(), percentOff, amountOff, minSubtotal, startsOn: d.startsOn, endsOn: d.endsOn, maxUses, active: d.active },
  }
}
