import { Head, Link, router } from '@inertiajs/react'
import { ArrowLeft, FileText, XCircle } from 'lucide-react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { refusedWith } from '@/Components/Form/form'
import { paymentLabel } from '@/Components/Orders/labels'
import OrderDelivery from '@/Components/Orders/OrderDelivery'
import OrderLines from '@/Components/Orders/OrderLines'
import OrderStatusBadge from '@/Components/Orders/OrderStatusBadge'
import OrderTimeline from '@/Components/Orders/OrderTimeline'
import OrderTotals from '@/Components/Orders/OrderTotals'
import { cancelUrl, ORDERS_URL } from '@/Components/Orders/paths'
import TransferBlock from '@/Components/Orders/TransferBlock'
import type { OrderDetail } from '@/Components/Shop/types'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface OrderProps {
  order: OrderDetail
  /** A PDF of the order's invoice the buyer may open, when the server offers one. */
  invoicePdf?: string | null
}

/**
 * /apps/ecommerce/orders/{number}: one of the buyer's orders — its progress,
 * lines, amounts, where and when it goes, how to pay it by transfer while it
 * is unpaid, its invoice; cancelling while it is only placed. The page
 * reloads on `order.changed` (Components/Shell/RealtimeBridge).
 */
export default function Order({ order, invoicePdf = null }: OrderProps) {
  const { t, i18n } = useTranslation()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const cancel = () =>
    router.post(
      cancelUrl(order.number),
      {},
      { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false), onSuccess: () => setAsking(false), ...refusedWith('orders.detail.failed') },
    )
  return (
    <>
      <Head title={t('orders.detail.pageTitle', { number: order.number })} />
      <Link href={ORDERS_URL} className="link mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('orders.detail.back')}
      </Link>
      <header className="card mb-6 flex flex-wrap items-center justify-between gap-4 p-5">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-xl font-semibold text-heading">
            {t('orders.detail.heading', { number: order.number })}
            <OrderStatusBadge status={order.status} />
          </h1>
          <p className="mt-1 text-sm text-muted">
            {t('orders.detail.placedOn', { date: formatDateTime(order.placedAt, i18n.language) })} · {paymentLabel(order.paymentMethod)}
          </p>
        </div>
        {order.status === 'placed' && (
          <button type="button" className="btn border border-danger text-[#ad1f20] hover:bg-danger/10 dark:text-[#ffa0a0]" onClick={() => setAsking(true)}>
            <XCircle className="size-4" aria-hidden="true" />
            {t('orders.detail.cancel')}
          </button>
        )}
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          {order.transfer && <TransferBlock transfer={order.transfer} />}
          <section aria-labelledby="order-lines" className="card p-5">
            <h2 id="order-lines" className="mb-2 font-semibold text-heading">
              {t('orders.detail.items')}
            </h2>
            <OrderLines lines={order.lines} />
            <div className="mt-4 ms-auto max-w-xs">
              <OrderTotals order={order} />
            </div>
          </section>
        </div>
        <div className="space-y-6">
          <section aria-labelledby="order-progress" className="card p-5">
            <h2 id="order-progress" className="mb-4 font-semibold text-heading">
              {t('orders.detail.progress')}
            </h2>
            <OrderTimeline status={order.status} events={order.events} />
          </section>
          <section aria-labelledby="order-delivery" className="card p-5">
            <h2 id="order-delivery" className="mb-3 font-semibold text-heading">
              {t('orders.detail.delivery')}
            </h2>
            <OrderDelivery order={order} />
          </section>
          {order.invoiceId > 0 && (
            <section aria-labelledby="order-invoice" className="card p-5 text-sm">
              <h2 id="order-invoice" className="mb-2 font-semibold text-heading">
                {t('orders.detail.invoice')}
              </h2>
              <p className="flex items-center gap-2">
                <FileText className="size-4 text-muted" aria-hidden="true" />
                {t('orders.detail.invoiceNumber', { id: order.invoiceId })}
              </p>
              {invoicePdf && (
                <a href={invoicePdf} className="link mt-2 inline-block" target="_blank" rel="noopener">
                  {t('orders.detail.invoicePdf')}
                </a>
              )}
            </section>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('orders.detail.cancelTitle', { number: order.number })}
        body={t('orders.detail.cancelBody')}
        confirmLabel={t('orders.detail.cancelConfirm')}
        cancelLabel={t('orders.detail.keep')}
        busy={busy}
        onConfirm={cancel}
        onClose={() => setAsking(false)}
      />
    </>
  )
}
