import { Link } from '@inertiajs/react'
import { PackageSearch } from 'lucide-react'
import type { ReactNode } from 'react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import type { Order } from '@/Components/Shop/types'
import { formatDate, formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { paymentLabel } from './labels'
import OrderStatusBadge from './OrderStatusBadge'
import { orderUrl } from './paths'

interface MyOrdersTableProps {
  orders: Order[]
  busy: boolean
  /** What to show when there is no order (or none with this status). */
  empty: ReactNode
}

const NO_SORT = { sortBy: '', sortDesc: false }

/** The buyer's orders: number (to its page), date, items, total, status and payment, newest first. */
export default function MyOrdersTable({ orders, busy, empty }: MyOrdersTableProps) {
  const { t, i18n } = useTranslation()
  const columns: Column<Order>[] = [
    {
      id: 'number',
      header: t('orders.list.number'),
      rowHeader: true,
      cell: (o) => (
        <Link href={orderUrl(o.number)} className="link whitespace-nowrap">
          {o.number}
        </Link>
      ),
    },
    { id: 'placedAt', header: t('orders.list.date'), cell: (o) => <time dateTime={o.placedAt}>{formatDate(o.placedAt, i18n.language)}</time> },
    { id: 'items', header: t('orders.list.items'), cell: (o) => o.itemCount },
    { id: 'total', header: t('orders.list.total'), cell: (o) => <span dir="ltr" className="font-medium text-heading">{formatMoney(o.total, i18n.language)}</span> },
    { id: 'status', header: t('orders.list.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
    { id: 'payment', header: t('orders.list.payment'), className: 'hidden md:table-cell', cell: (o) => paymentLabel(o.paymentMethod) },
  ]
  return <DataTable label={t('orders.list.label')} columns={columns} rows={orders} rowKey={(o) => o.id} sort={NO_SORT} onSort={() => undefined} busy={busy} empty={empty} />
}

/** The list's empty state: no order yet (to the shop) or none with this status (show all). */
export function NoOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation()
  return (
    <EmptyState icon={PackageSearch} text={filtered ? t('orders.list.noneWithStatus') : t('orders.list.none')}>
      {filtered ? (
        <button type="button" className="btn-outline" onClick={onClear}>
          {t('orders.list.showAll')}
        </button>
      ) : (
        <Link href="/apps/ecommerce/shop" className="btn-primary">
          {t('orders.list.toShop')}
        </Link>
      )}
    </EmptyState>
  )
}
