import type { Order } from '@/Components/Shop/types'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { deliveryLabel } from './labels'

interface Row {
  label: string
  cents: number
  strong?: boolean
  /** 0 reads "Free" (delivery). */
  free?: boolean
}

/** An order's amounts: subtotal, coupon discount, delivery and total, as sold. */
export default function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'discount' | 'couponCode' | 'shipping' | 'total' | 'deliveryMethod'> }) {
  const { t, i18n } = useTranslation()
  const rows: Row[] = [{ label: t('orders.totals.subtotal'), cents: order.subtotal }]
  if (order.discount) {
    rows.push({ label: order.couponCode ? t('orders.totals.coupon', { code: order.couponCode }) : t('orders.totals.discount'), cents: -order.discount })
  }
  rows.push({ label: t('orders.totals.delivery', { method: deliveryLabel(order.deliveryMethod) }), cents: order.shipping, free: true })
  rows.push({ label: t('orders.totals.total'), cents: order.total, strong: true })
  return (
    <dl aria-label={t('orders.totals.label')} className="space-y-2 text-sm">
      {rows.map((r) => (
        <div key={r.label} className={`flex items-baseline justify-between gap-6 ${r.strong ? 'border-t border-line pt-2 text-base font-semibold text-heading' : ''}`}>
          <dt>{r.label}</dt>
          <dd dir="ltr" className="font-medium text-heading tabular-nums">
            {r.free && r.cents === 0 ? t('orders.totals.free') : formatMoney(r.cents, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
