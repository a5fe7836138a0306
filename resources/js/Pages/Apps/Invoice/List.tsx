import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useMemo } from 'react'
import { Pager, pageCount, useNavigating, useTableState } from '@/Components/DataTable'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import InvoiceTable from '@/Components/Invoice/InvoiceTable'
import { pagerLabels } from '@/Components/Invoice/labels'
import { DESC_FIRST, isFiltered, LIST_DEFAULTS, LIST_PATH, normalizeFilter } from '@/Components/Invoice/listState'
import ListToolbar from '@/Components/Invoice/ListToolbar'
import StatusCards from '@/Components/Invoice/StatusCards'
import { useDeleteInvoice } from '@/Components/Invoice/useDeleteInvoice'
import type { InvoiceFilter, InvoiceListProps } from '@/Components/Invoice/types'
import { useTranslation } from '@/lib/i18n'

/**
 * The invoice list: today's count of each status, search, status filter,
 * sortable columns and a pager, all in the URL and answered by the server
 * (a reload or a shared link shows the same list); row actions; the CSV of
 * what the filter selects.
 */
export default function InvoiceList({ invoices, total, counts, filter: raw }: InvoiceListProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeFilter(raw), [raw])
  const { visit, sort } = useTableState<InvoiceFilter>(LIST_PATH, filter, LIST_DEFAULTS, DESC_FIRST)
  const change = useCallback((patch: Partial<InvoiceFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = invoices ?? []
  const remover = useDeleteInvoice()

  // A page past the end (the last row of the last page was deleted): the last page that exists.
  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, { replace: true })
  }, [rows.length, total, filter.page, pages, visit])

  return (
    <>
      <Head title={t('invoice.list.pageTitle')} />
      <div className="grid grid-cols-1 gap-6">
        <h1 className="sr-only">{t('invoice.list.heading')}</h1>
        <StatusCards counts={counts ?? {}} current={filter.status} onPick={(status) => change({ status })} />
        <section aria-label={t('invoice.list.heading')} className="card">
          <ListToolbar filter={filter} counts={counts ?? {}} onChange={change} />
          <InvoiceTable
            invoices={rows}
            filter={filter}
            filtered={isFiltered(filter)}
            busy={busy}
            onSort={sort}
            onClearFilters={() => visit({ q: '', status: '' })}
            onDelete={(v) => remover.ask(v.id)}
          />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
      <ConfirmDialog
        cancelLabel={t('invoice.confirm.cancel')}
        open={remover.open}
        title={t('invoice.delete.title', { id: remover.target ?? '' })}
        body={t('invoice.delete.body')}
        confirmLabel={t('invoice.delete.confirm')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
