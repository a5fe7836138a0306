/** A register list's state in the URL: ?q=&kind=&page=&perPage=&sortBy=&sortDesc= (the page fixes the role). */
import { normalizePaged, queryString, toQuery } from '@/Components/DataTable'
import type { TiersFilter } from '../types'

export const PER_PAGE = [10, 25, 50] as const
export const SORT_COLUMNS = ['name', 'email', 'city', 'createdAt', 'id'] as const

/** The server's defaults: the first page of ten, by name. */
export const LIST_DEFAULTS: TiersFilter = Object.freeze({ q: '', kind: '', page: 1, perPage: 10, sortBy: 'name', sortDesc: false })

/** Columns that start descending when first clicked (the newest first). */
export const DESC_FIRST = ['createdAt', 'id'] as const

/** The filter the page got, completed with the defaults. */
export function normalizeFilter(filter: Partial<TiersFilter> | undefined): TiersFilter {
  return normalizePaged(filter, LIST_DEFAULTS, PER_PAGE, SORT_COLUMNS)
}

/** The CSV export of what the list shows, every page, in its order. */
export function exportURL(path: string, filter: TiersFilter): string {
  const { q, kind, sortBy, sortDesc } = filter
  const query = queryString({ ...toQuery({ q, kind }, { q: '', kind: '' }), sortBy, sortDesc: String(sortDesc) })
  return `${path}?${query}`
}

/** Whether a filter or a search narrows the list. */
export const isFiltered = (filter: TiersFilter) => Boolean(filter.q || filter.kind)

/** A tiers' page. */
export const tiersPath = (id: number) => `/coop/tiers/${id}`
