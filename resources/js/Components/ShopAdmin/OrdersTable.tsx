import { Link } from '@inertiajs/react'
import { ReceiptText, SearchX } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import OrderStatusBadge from '@/Components/Orders/OrderStatusBadge'
import type { Order } from '@/Components/Shop/types'
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { paymentLabel } from './labels'
import { paths } from './listState'
import type { OrderFilter } from './types'

interface OrdersTableProps {
  orders: Order[]
  filter: OrderFilter
  filtered: boolean
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
}

/** The page of orders: number (its page), date, buyer, items, total, payment and status; sortable headers. */
export default function OrdersTable({ orders, filter, filtered, busy, onSort, onClearFilters }: OrdersTableProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const columns: Column<Order>[] = [
    {
      id: 'number',
      header: t('shopAdmin.orders.columns.number'),
      sortable: true,
      rowHeader: true,
      cell: (o) => (
        <Link href={paths.order(o.id)} className="link font-medium whitespace-nowrap" aria-label={t('shopAdmin.orders.openOf', { number: o.number })}>
          <bdi dir="ltr">{o.number}</bdi>
        </Link>
      ),
    },
    { id: 'placedAt', header: t('shopAdmin.orders.columns.date'), sortable: true, cell: (o) => <time dateTime={o.placedAt} className="whitespace-nowrap">{formatDateTime(o.placedAt, lang)}</time> },
    {
      id: 'buyer',
      header: t('shopAdmin.orders.columns.buyer'),
      sortable: true,
      className: 'min-w-52',
      cell: (o) => (
        <span className="block min-w-0">
          <span className="block font-medium text-heading">{o.buyerName}</span>
          <span dir="ltr" className="block truncate text-xs text-muted">
            {o.buyerEmail}
          </span>
        </span>
      ),
    },
    { id: 'items', header: t('shopAdmin.orders.columns.items'), className: 'text-end! max-md:hidden', cell: (o) => <span className="tabular-nums">{formatNumber(o.itemCount, lang)}</span> },
    { id: 'total', header: t('shopAdmin.orders.columns.total'), sortable: true, className: 'text-end!', cell: (o) => <bdi dir="ltr" className="font-medium whitespace-nowrap text-heading">{formatMoney(o.total, lang)}</bdi> },
    { id: 'payment', header: t('shopAdmin.orders.columns.payment'), className: 'max-lg:hidden', cell: (o) => paymentLabel(o.paymentMethod) },
    { id: 'status', header: t('shopAdmin.orders.columns.status'), sortable: true, cell: (o) => <OrderStatusBadge status={o.status} /> },
  ]

  const empty = filtered ? (
    <EmptyState icon={SearchX} text={filter.q ? t('shopAdmin.orders.empty.search', { q: filter.q }) : t('shopAdmin.orders.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('shopAdmin.clearFilters')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={ReceiptText} text={t('shopAdmin.orders.empty.none')} />
  )

  return <DataTable label={t('shopAdmin.orders.table')} columns={columns} rows={orders} rowKey={(o) => o.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
