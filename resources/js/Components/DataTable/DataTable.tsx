import type { ReactNode } from 'react'
import type { PagedState } from './query'
import SortHeader from './SortHeader'

/** One column: its header, whether it sorts (by `sortKey`, default its id) and how a row's cell looks. */
export interface Column<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  sortable?: boolean
  sortKey?: string
  /** Classes of the header and the cells (width, alignment, hiding on phones). */
  className?: string
  /** The row's header cell (th scope=row): the column that names the row. */
  rowHeader?: boolean
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  sort: Pick<PagedState, 'sortBy' | 'sortDesc'>
  onSort: (column: string) => void
  /** Shown in place of the rows when there are none. */
  empty: ReactNode
  /** Dimmed while the next page of rows is on its way. */
  busy?: boolean
}

const pad = 'px-4 py-3 first:ps-5 last:pe-5'

/**
 * A server-driven table: the rows are the page the server chose; the headers
 * of sortable columns ask for another order. It scrolls sideways on narrow
 * screens instead of squeezing its columns.
 */
export default function DataTable<Row>({ label, columns, rows, rowKey, sort, onSort, empty, busy = false }: DataTableProps<Row>) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} aria-busy={busy || undefined} className={`w-full border-collapse text-sm transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <thead className="border-y border-line bg-surface-alt/60 text-xs text-heading">
          <tr>
            {columns.map((c) =>
              c.sortable ? (
                <SortHeader key={c.id} column={c.sortKey ?? c.id} sort={sort} onSort={onSort} className={`${pad} text-start whitespace-nowrap ${c.className ?? ''}`}>
                  {c.header}
                </SortHeader>
              ) : (
                <th key={c.id} scope="col" className={`${pad} text-start font-semibold tracking-wide whitespace-nowrap uppercase ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-5 py-12">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line transition-colors last:border-b-0 hover:bg-primary/4">
                {columns.map((c) =>
                  c.rowHeader ? (
                    <th key={c.id} scope="row" className={`${pad} text-start font-normal ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.id} className={`${pad} ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
