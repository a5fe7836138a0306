/** The data table's state in the URL, and the addresses of its exports. */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'
import { COLUMNS, PER_PAGE, type EmployeeFilter } from './types'

export const TABLE_PATH = '/tables/data-table'
export const EXPORT_PATH = '/tables/data-table/export.csv'
export const COLUMNS_PATH = '/api/datatables/columns'

/** The server's defaults: the first page of ten, by id. */
export const TABLE_DEFAULTS: EmployeeFilter = Object.freeze({ q: '', page: 1, perPage: 10, sortBy: 'id', sortDesc: false })

/** The most rows one export of a selection takes (the server's app.MaxIDs). */
export const MAX_SELECTED = 500

/** The filter the page got, completed with the defaults and checked. */
export function normalizeFilter(filter: Partial<EmployeeFilter> | undefined): EmployeeFilter {
  return normalizePaged(filter, TABLE_DEFAULTS, PER_PAGE, COLUMNS)
}

/** The table's address for a state. */
export function tableURL(filter: EmployeeFilter): string {
  const query = queryString(toQuery(filter, TABLE_DEFAULTS))
  return query ? `${TABLE_PATH}?${query}` : TABLE_PATH
}

/** A state read from the table's query string. */
export const parseTableQuery = (search: string): EmployeeFilter => normalizeFilter(fromQuery(search, TABLE_DEFAULTS))

/** The order of an export: always explicit, since people read the file. */
const order = (filter: EmployeeFilter) => ({ sortBy: filter.sortBy, sortDesc: String(filter.sortDesc) })

/** The CSV of every row the filter finds (all pages), in the table's order. */
export function exportURL(filter: EmployeeFilter): string {
  return `${EXPORT_PATH}?${queryString({ ...toQuery({ q: filter.q }, { q: '' }), ...order(filter) })}`
}

/** The CSV of the selected rows, in the table's order. */
export function selectedExportURL(ids: readonly number[], filter: EmployeeFilter): string {
  return `${EXPORT_PATH}?${queryString({ ids: [...ids].sort((a, b) => a - b).join(','), ...order(filter) })}`
}

/** The hidden columns in display order, unknown ones left out. */
export function orderedHidden(hidden: Iterable<string>): string[] {
  const set = new Set(hidden)
  return COLUMNS.filter((c) => set.has(c) && c !== 'full_name')
}
