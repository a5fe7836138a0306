import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useMemo } from 'react'
import { FilterSelect, Pager, pageCount, useNavigating, useTableState } from '@/Components/DataTable'
import { orderStatusLabel, pagerLabels } from '@/Components/ShopAdmin/labels'
import ListToolbar from '@/Components/ShopAdmin/ListToolbar'
import { normalizeOrderFilter, ORDER_DEFAULTS, ORDER_DESC_FIRST, ORDERS_PATH, ordersFiltered } from '@/Components/ShopAdmin/listState'
import OrderStatCards from '@/Components/ShopAdmin/OrderStatCards'
import OrdersTable from '@/Components/ShopAdmin/OrdersTable'
import { PER_PAGE, type OrderFilter, type OrdersPageProps } from '@/Components/ShopAdmin/types'
import { ORDER_STATUSES } from '@/Components/Shop/types'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/**
 * Every buyer's orders for staff: the count of each status (a card filters by
 * it), search on the number and the buyer, the status filter, sortable
 * columns and a pager, all in the URL and answered by the server. A row's
 * number opens the order, where staff move it along.
 */
export default function ManageOrders({ orders, total, filters, counts }: OrdersPageProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeOrderFilter(filters), [filters])
  const { visit, sort } = useTableState<OrderFilter>(ORDERS_PATH, filter, ORDER_DEFAULTS, ORDER_DESC_FIRST)
  const change = useCallback((patch: Partial<OrderFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = orders ?? []
  const n = (v: number | undefined) => formatNumber(v ?? 0, i18n.language)

  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, { replace: true })
  }, [rows.length, total, filter.page, pages, visit])

  return (
    <>
      <Head title={t('shopAdmin.orders.pageTitle')} />
      <div className="grid grid-cols-1 gap-6">
        <h1 className="sr-only">{t('shopAdmin.orders.heading')}</h1>
        <OrderStatCards counts={counts ?? {}} current={filter.status} onPick={(status) => change({ status })} />
        <section aria-label={t('shopAdmin.orders.heading')} className="card min-w-0">
          <ListToolbar perPage={filter.perPage} perPages={PER_PAGE} q={filter.q} onChange={change} searchLabel={t('shopAdmin.orders.search')} searchPlaceholder={t('shopAdmin.orders.searchPlaceholder')}>
            <FilterSelect
              layout="hidden"
              label={t('shopAdmin.orders.filterStatus')}
              value={filter.status}
              allLabel={`${t('shopAdmin.orders.allStatuses')} (${n(counts?.all)})`}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: `${orderStatusLabel(s)} (${n(counts?.[s])})` }))}
              onChange={(status) => change({ status })}
              className="min-w-44 flex-1 sm:flex-none"
            />
          </ListToolbar>
          <OrdersTable orders={rows} filter={filter} filtered={ordersFiltered(filter)} busy={busy} onSort={sort} onClearFilters={() => visit({ q: '', status: '' })} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels('orders')} lang={i18n.language} />
          </div>
        </section>
      </div>
    </>
  )
}
