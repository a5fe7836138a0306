/** The user list's state in the URL: /apps/user/list?q=&role=&currentPlan=&status=&page=&perPage=&sortBy=&sortDesc= */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'
import { PER_PAGE, SORT_COLUMNS, type UserFilter } from './types'

export const LIST_PATH = '/apps/user/list'
export const EXPORT_PATH = '/apps/users/export.csv'

/** The server's defaults: the first page of ten, newest first. */
export const LIST_DEFAULTS: UserFilter = Object.freeze({ q: '', role: '', currentPlan: '', status: '', page: 1, perPage: 10, sortBy: 'id', sortDesc: true })

/** Columns that start descending when first clicked (the id: newest first). */
export const DESC_FIRST = ['id'] as const

/** The filter the page got, completed with the defaults (an older server may leave keys out). */
export function normalizeFilter(filter: Partial<UserFilter> | undefined): UserFilter {
  return normalizePaged(filter, LIST_DEFAULTS, PER_PAGE, SORT_COLUMNS)
}

/** The list's address for a state. */
export function listURL(filter: UserFilter): string {
  const query = queryString(toQuery(filter, LIST_DEFAULTS))
  return query ? `${LIST_PATH}?${query}` : LIST_PATH
}

/** A state read from a list address's query. */
export const parseListQuery = (search: string): UserFilter => normalizeFilter(fromQuery(search, LIST_DEFAULTS))

/** The CSV export of what the list shows, in its order: every page, so no page or perPage. */
export function exportURL(filter: UserFilter): string {
  const { q, role, currentPlan, status, sortBy, sortDesc } = filter
  // sortBy and sortDesc always go along: the export is read by people, so its order is explicit.
  const query = queryString({ ...toQuery({ q, role, currentPlan, status }, { q: '', role: '', currentPlan: '', status: '' }), sortBy, sortDesc: String(sortDesc) })
  return `${EXPORT_PATH}?${query}`
}

/** Whether any filter or search narrows the list. */
export const isFiltered = (filter: UserFilter) => Boolean(filter.q || filter.role || filter.currentPlan || filter.status)
