import { Link } from '@inertiajs/react'
import { FileText, Mail, MapPin, Phone, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import TransferBlock from '@/Components/Orders/TransferBlock'
import type { OrderDetail } from '@/Components/Shop/types'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { deliveryLabel, paymentLabel } from './labels'
import { paths } from './listState'

/** A titled block of the order's side column. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="mb-3 font-semibold text-heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The order's buyer, delivery address and method, payment and invoice. */
export default function OrderSide({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation()
  const a = order.address
  return (
    <div className="grid content-start gap-6">
      <Block id="order-buyer" title={t('shopAdmin.order.buyer')}>
        <p className="font-medium text-heading">{order.buyerName}</p>
        <a href={`mailto:${order.buyerEmail}`} dir="ltr" className="link mt-1 inline-flex items-center gap-1.5 text-sm">
          <Mail className="size-4" aria-hidden="true" />
          {order.buyerEmail}
        </a>
      </Block>

      <Block id="order-address" title={t('shopAdmin.order.delivery')}>
        <address className="space-y-0.5 text-sm not-italic">
          <p className="font-medium text-heading">{a.fullName}</p>
          {[a.line1, a.line2, `${a.postalCode} ${a.city}`.trim(), a.country].filter(Boolean).map((line) => (
            <p key={line} dir="auto">
              {line}
            </p>
          ))}
          {a.phone && (
            <p dir="ltr" className="inline-flex items-center gap-1.5">
              <Phone className="size-3.5" aria-hidden="true" />
              {a.phone}
            </p>
          )}
        </address>
        <p className="mt-3 flex items-center gap-1.5 text-sm">
          <MapPin className="size-4 text-muted" aria-hidden="true" />
          {deliveryLabel(order.deliveryMethod)}
          {order.deliveryDate && ` · ${t('shopAdmin.order.expected', { date: formatDate(order.deliveryDate, i18n.language) })}`}
        </p>
      </Block>

      <Block id="order-payment" title={t('shopAdmin.order.payment')}>
        <p className="flex items-center gap-1.5 text-sm">
          <Wallet className="size-4 text-muted" aria-hidden="true" />
          {paymentLabel(order.paymentMethod)}
        </p>
        {order.transfer && (
          <div className="mt-3">
            <TransferBlock transfer={order.transfer} />
          </div>
        )}
        {order.invoiceId > 0 && (
          <Link href={paths.invoice(order.invoiceId)} className="btn-outline mt-4 w-full">
            <FileText className="size-4" aria-hidden="true" />
            {t('shopAdmin.order.invoice', { id: order.invoiceId })}
          </Link>
        )}
      </Block>
    </div>
  )
}
