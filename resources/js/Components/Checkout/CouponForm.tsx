import { TicketPercent, X } from 'lucide-react'
import { useState } from 'react'
import FieldFrame, { useFieldControl } from '@/Components/Form/FieldFrame'
import type { AppliedCoupon } from '@/Components/Shop/types'
import { formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface CouponFormProps {
  coupon: AppliedCoupon | null
  busy: boolean
  /** The server's refusal of the code (unknown, expired…). */
  error?: string
  onApply: (code: string, done: () => void) => void
  onRemove: () => void
}

/** The coupon code: a field and Apply, or the applied coupon with a button that takes it off. */
export default function CouponForm({ coupon, busy, error, onApply, onRemove }: CouponFormProps) {
  const { t, i18n } = useTranslation()
  const [code, setCode] = useState('')
  const { id, control } = useFieldControl(error)
  if (coupon) {
    const off = coupon.percentOff ? formatNumber(coupon.percentOff / 100, i18n.language, { style: 'percent' }) : formatMoney(coupon.amountOff, i18n.language)
    return (
      <div className="flex items-center justify-between gap-3 rounded-md border border-success/40 bg-success/8 p-3 text-sm">
        <span className="flex items-center gap-2">
          <TicketPercent className="size-5 text-success" aria-hidden="true" />
          <span>
            <span className="font-semibold text-heading">{t('checkout.coupon.applied', { code: coupon.code, off })}</span>
            {coupon.description && <span className="block text-muted">{coupon.description}</span>}
          </span>
        </span>
        <button type="button" onClick={onRemove} disabled={busy} className="btn-ghost px-2 py-1.5" aria-label={t('checkout.coupon.remove', { code: coupon.code })}>
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    )
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) onApply(code.trim(), () => setCode(''))
      }}
    >
      <FieldFrame id={id} label={t('checkout.coupon.label')} error={error}>
        <div className="flex gap-2">
          <input {...control} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} autoComplete="off" placeholder={t('checkout.coupon.placeholder')} className="form-input uppercase" />
          <button type="submit" disabled={busy || !code.trim()} className="btn-outline shrink-0">
            {t('checkout.coupon.apply')}
          </button>
        </div>
      </FieldFrame>
    </form>
  )
}
