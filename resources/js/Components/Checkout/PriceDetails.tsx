import type { ReactNode } from 'react'
import type { Cart, Delivery } from '@/Components/Shop/types'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface PriceDetailsProps {
  cart: Cart
  /** The chosen delivery method (its price for this cart); null before one is chosen. */
  delivery: Delivery | null
  /** The step's button (next, place order). */
  children?: ReactNode
}

/** The cart's price details: subtotal, coupon discount, delivery, total; and the step's button. */
export default function PriceDetails({ cart, delivery, children }: PriceDetailsProps) {
  const { t, i18n } = useTranslation()
  const money = (c: number) => formatMoney(c, i18n.language)
  const shipping = delivery?.price ?? 0
  return (
    <section aria-labelledby="price-details" className="card space-y-4 p-5">
      <h2 id="price-details" className="font-semibold text-heading">
        {t('checkout.price.title')}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.price.subtotal')}</dt>
          <dd dir="ltr" className="tabular-nums text-heading">{money(cart.subtotal)}</dd>
        </div>
        {cart.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{cart.coupon ? t('checkout.price.coupon', { code: cart.coupon.code }) : t('checkout.price.discount')}</dt>
            <dd dir="ltr" className="tabular-nums text-[#146c3a] dark:text-success">{money(-cart.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{delivery ? t(`orders.delivery.${delivery.key}`) : t('checkout.price.delivery')}</dt>
          <dd dir="ltr" className="tabular-nums text-heading">{shipping === 0 ? t('checkout.price.free') : money(shipping)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold text-heading">
          <dt>{t('checkout.price.total')}</dt>
          <dd dir="ltr" className="tabular-nums">{money(cart.total + shipping)}</dd>
        </div>
      </dl>
      {children}
    </section>
  )
}
