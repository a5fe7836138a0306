import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useMemo } from 'react'
import { Pager, pageCount, useNavigating, useTableState } from '@/Components/DataTable'
import ColumnChooser from '@/Components/Employees/ColumnChooser'
import EmployeeTable from '@/Components/Employees/EmployeeTable'
import { pagerLabels } from '@/Components/Employees/labels'
import { MAX_SELECTED, normalizeFilter, TABLE_DEFAULTS, TABLE_PATH } from '@/Components/Employees/tableState'
import Toolbar from '@/Components/Employees/Toolbar'
import type { DataTableProps, EmployeeFilter } from '@/Components/Employees/types'
import { useColumns } from '@/Components/Employees/useColumns'
import { useSelection } from '@/Components/Employees/useSelection'
import { useTranslation } from '@/lib/i18n'

/**
 * The data table of employees (spec §3): the server filters, sorts and pages
 * them from the URL's state; rows are ticked for an export of their own; the
 * columns shown are the person's choice, kept on the server.
 */
export default function DataTablePage({ employees, total, filter: raw, columns, options }: DataTableProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeFilter(raw), [raw])
  const { visit, sort } = useTableState<EmployeeFilter>(TABLE_PATH, filter, TABLE_DEFAULTS)
  const change = useCallback((patch: Partial<EmployeeFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = employees ?? []
  const chosen = useColumns(columns?.hidden ?? [])
  const selection = useSelection(filter.q, options?.maxSelected ?? MAX_SELECTED)

  // A page past the end (the URL of a longer list): the last page that exists.
  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, { replace: true })
  }, [rows.length, total, filter.page, pages, visit])

  return (
    <>
      <Head title={t('dataTable.pageTitle')} />
      <section aria-labelledby="data-table-title" className="card min-w-0">
        <div className="border-b border-line px-5 pt-5 pb-4">
          <h1 id="data-table-title" className="text-lg font-semibold text-heading">
            {t('dataTable.heading')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('dataTable.intro')}</p>
        </div>
        <Toolbar
          filter={filter}
          total={total ?? 0}
          onChange={change}
          selected={selection.list}
          onClearSelection={selection.clear}
          columns={<ColumnChooser hidden={chosen.hidden} onToggle={chosen.toggle} onReset={chosen.reset} />}
        />
        <EmployeeTable
          employees={rows}
          filter={filter}
          hidden={chosen.hidden}
          busy={busy}
          onSort={sort}
          onClearSearch={() => visit({ q: '' })}
          selected={selection.ids}
          onToggle={selection.toggle}
          onTogglePage={selection.togglePage}
        />
        <div className="border-t border-line px-5 py-4">
          <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
        </div>
      </section>
    </>
  )
}
