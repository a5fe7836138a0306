import { Head, router } from '@inertiajs/react'
import { Pager, useNavigating } from '@/Components/DataTable'
import MyOrdersTable, { NoOrders } from '@/Components/Orders/MyOrdersTable'
import { ORDERS_URL } from '@/Components/Orders/paths'
import StatusFilter from '@/Components/Orders/StatusFilter'
import type { Order, OrderStatus } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'

interface OrdersProps {
  orders: Order[]
  total: number
  page: number
  perPage: number
  filters: { status: OrderStatus | '' }
}

/** /apps/ecommerce/orders: the buyer's own orders, newest first, filtered by status and paged by the server (state in the URL). */
export default function Orders({ orders, total, page, perPage, filters }: OrdersProps) {
  const { t, i18n } = useTranslation()
  const busy = useNavigating()
  const status = filters?.status ?? ''
  const visit = (query: { status: string; page: number }) => {
    const q: Record<string, string | number> = {}
    if (query.status) q.status = query.status
    if (query.page > 1) q.page = query.page
    router.get(ORDERS_URL, q, { preserveState: true, preserveScroll: true })
  }
  return (
    <>
      <Head title={t('orders.list.pageTitle')} />
      <section aria-labelledby="orders-heading" className="card">
        <div className="flex flex-wrap items-center justify-between gap-4 p-5">
          <h1 id="orders-heading" className="text-lg font-semibold text-heading">
            {t('orders.list.heading')}
          </h1>
          <StatusFilter value={status} onChange={(s) => visit({ status: s, page: 1 })} />
        </div>
        <MyOrdersTable orders={orders} busy={busy} empty={<NoOrders filtered={status !== ''} onClear={() => visit({ status: '', page: 1 })} />} />
        <div className="border-t border-line px-5 py-4">
          <Pager
            page={page}
            perPage={perPage}
            total={total}
            shown={orders.length}
            onPage={(p) => visit({ status, page: p })}
            lang={i18n.language}
            labels={{
              nav: t('orders.pager.nav'),
              showing: (from, to, all) => t('orders.pager.showing', { from, to, total: all }),
              empty: t('orders.pager.empty'),
              previous: t('orders.pager.previous'),
              next: t('orders.pager.next'),
              page: (n) => t('orders.pager.page', { n }),
            }}
          />
        </div>
      </section>
    </>
  )
}
