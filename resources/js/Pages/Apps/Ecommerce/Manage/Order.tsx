import { Head, Link } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import OrderLines from '@/Components/Orders/OrderLines'
import OrderStatusBadge from '@/Components/Orders/OrderStatusBadge'
import OrderTimeline from '@/Components/Orders/OrderTimeline'
import OrderTotals from '@/Components/Orders/OrderTotals'
import { ORDERS_PATH } from '@/Components/ShopAdmin/listState'
import OrderActions from '@/Components/ShopAdmin/OrderActions'
import OrderSide from '@/Components/ShopAdmin/OrderSide'
import type { OrderPageProps } from '@/Components/ShopAdmin/types'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/**
 * One order for staff: its lines and totals, its history, the buyer, the
 * address, the payment and the invoice; who may move orders gets the buttons
 * of the moves allowed now.
 */
export default function ManageOrder({ order, canMove }: OrderPageProps) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <Head title={t('shopAdmin.order.pageTitle', { number: order.number })} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <Link href={ORDERS_PATH} className="link mb-1 inline-flex items-center gap-1.5 text-sm">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('shopAdmin.order.back')}
            </Link>
            <h1 className="flex flex-wrap items-center gap-3 text-xl font-semibold text-heading">
              <bdi dir="ltr">{t('shopAdmin.order.heading', { number: order.number })}</bdi>
              <OrderStatusBadge status={order.status} />
            </h1>
            <p className="mt-1 text-sm text-muted">
              {t('shopAdmin.order.placed', { date: formatDateTime(order.placedAt, i18n.language) })}
            </p>
          </div>
          {canMove && <OrderActions order={order} />}
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-6">
            <section aria-labelledby="order-lines" className="card p-5">
              <h2 id="order-lines" className="mb-3 font-semibold text-heading">
                {t('shopAdmin.order.lines')}
              </h2>
              <div className="overflow-x-auto">
                <OrderLines lines={order.lines} />
              </div>
              <div className="mt-4 ms-auto max-w-sm">
                <OrderTotals order={order} />
              </div>
            </section>
            <section aria-labelledby="order-history" className="card p-5">
              <h2 id="order-history" className="mb-4 font-semibold text-heading">
                {t('shopAdmin.order.history')}
              </h2>
              <OrderTimeline status={order.status} events={order.events} />
            </section>
          </div>
          <OrderSide order={order} />
        </div>
      </div>
    </>
  )
}
