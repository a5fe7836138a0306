import { Link } from '@inertiajs/react'
import { FileText, SearchX } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import ClientCell from './ClientCell'
import { formatDate } from './labels'
import { paths } from './listState'
import { formatMoney } from './money'
import RowActions from './RowActions'
import { STATUS_TONES } from './status'
import StatusBadge from './StatusBadge'
import type { Invoice, InvoiceFilter } from './types'

interface InvoiceTableProps {
  invoices: Invoice[]
  filter: InvoiceFilter
  filtered: boolean
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  onDelete: (invoice: Invoice) => void
}

/** The page of invoices: number, client, total, dates, balance, status and actions; sortable headers. */
export default function InvoiceTable({ invoices, filter, filtered, busy, onSort, onClearFilters, onDelete }: InvoiceTableProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const columns: Column<Invoice>[] = [
    {
      id: 'id',
      header: t('invoice.columns.number'),
      sortable: true,
      rowHeader: true,
      cell: (v) => (
        <Link href={paths.preview(v.id)} className="link whitespace-nowrap" aria-label={t('invoice.actions.previewOf', { id: v.id })}>
          {t('invoice.document.number', { id: v.id })}
        </Link>
      ),
    },
    { id: 'client', header: t('invoice.columns.client'), sortable: true, className: 'min-w-60', cell: (v) => <ClientCell client={v.client} avatar={v.avatar} /> },
    { id: 'total', header: t('invoice.columns.total'), sortable: true, className: 'text-end!', cell: (v) => <bdi dir="ltr" className="font-medium whitespace-nowrap text-heading">{formatMoney(v.totalCents, lang)}</bdi> },
    { id: 'issuedDate', header: t('invoice.columns.issued'), sortable: true, cell: (v) => <bdi dir="ltr" className="whitespace-nowrap">{formatDate(v.issuedDate, lang)}</bdi> },
    { id: 'dueDate', header: t('invoice.columns.due'), sortable: true, className: 'max-md:hidden', cell: (v) => <bdi dir="ltr" className="whitespace-nowrap">{formatDate(v.dueDate, lang)}</bdi> },
    {
      id: 'balance',
      header: t('invoice.columns.balance'),
      sortable: true,
      className: 'text-end!',
      cell: (v) =>
        v.balanceCents === 0 ? (
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONES.paid}`}>{t('invoice.balance.settled')}</span>
        ) : (
          <bdi dir="ltr" className="whitespace-nowrap text-heading">{formatMoney(v.balanceCents, lang)}</bdi>
        ),
    },
    { id: 'status', header: t('invoice.columns.status'), cell: (v) => <StatusBadge status={v.invoiceStatus} /> },
    { id: 'actions', header: t('invoice.columns.actions'), cell: (v) => <RowActions invoice={v} onDelete={onDelete} /> },
  ]

  const empty = filtered ? (
    <EmptyState icon={SearchX} text={filter.q ? t('invoice.empty.search', { q: filter.q }) : t('invoice.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('invoice.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={FileText} text={t('invoice.empty.none')} />
  )

  return <DataTable label={t('invoice.list.table')} columns={columns} rows={invoices} rowKey={(v) => v.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
