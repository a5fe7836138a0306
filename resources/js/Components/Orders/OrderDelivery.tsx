import { MapPin } from 'lucide-react'
import type { OrderDetail } from '@/Components/Shop/types'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { deliveryLabel } from './labels'

/** A country's name in lang, or its code. */
function country(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Where and how an order goes: the address as written on it, the delivery method and the date. */
export default function OrderDelivery({ order }: { order: Pick<OrderDetail, 'address' | 'deliveryMethod' | 'deliveryDate'> }) {
  const { t, i18n } = useTranslation()
  const a = order.address
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
        <span>
          <span className="font-medium text-heading">{a.fullName}</span>
          <br />
          {a.line1}
          {a.line2 && (
            <>
              <br />
              {a.line2}
            </>
          )}
          <br />
          {a.postalCode} {a.city}, {country(a.country, i18n.language)}
          {a.phone && (
            <>
              <br />
              <span dir="ltr">{a.phone}</span>
            </>
          )}
        </span>
      </p>
      <p>
        <span className="font-medium text-heading">{deliveryLabel(order.deliveryMethod)}</span>
        {order.deliveryDate && <> · {t('orders.detail.expected', { date: formatDate(order.deliveryDate, i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) })}</>}
      </p>
    </div>
  )
}
