/** The invoice list's state in the URL: /apps/invoice/list?q=&status=&page=&perPage=&sortBy=&sortDesc= */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'
import { PER_PAGE, SORT_COLUMNS, STATUSES, type InvoiceFilter } from './types'

export const LIST_PATH = '/apps/invoice/list'
export const EXPORT_PATH = '/apps/invoice/invoices.csv'

/** The server's defaults: the first page of ten, newest id first. */
export const LIST_DEFAULTS: InvoiceFilter = Object.freeze({ q: '', status: '', page: 1, perPage: 10, sortBy: 'id', sortDesc: true })

/** Columns that start descending when first clicked: the newest, the largest first. */
export const DESC_FIRST = ['id', 'issuedDate', 'dueDate', 'total', 'balance'] as const

/** The filter the page got, completed with the defaults. */
export function normalizeFilter(filter: Partial<InvoiceFilter> | undefined): InvoiceFilter {
  const { q, status, page, perPage, sortBy, sortDesc } = normalizePaged(filter, LIST_DEFAULTS, PER_PAGE, SORT_COLUMNS)
  return { q: String(q ?? ''), status: (STATUSES as readonly string[]).includes(String(status)) ? String(status) : '', page, perPage, sortBy, sortDesc }
}

/** The list's address for a state. */
export function listURL(filter: InvoiceFilter): string {
  const query = queryString(toQuery(filter, LIST_DEFAULTS))
  return query ? `${LIST_PATH}?${query}` : LIST_PATH
}

/** A state read from a list address's query. */
export const parseListQuery = (search: string): InvoiceFilter => normalizeFilter(fromQuery(search, LIST_DEFAULTS))

/** The CSV of every invoice the list's filter selects, in its order (no paging). */
export function exportURL(filter: InvoiceFilter): string {
  const { q, status, sortBy, sortDesc } = filter
  const query = queryString({ ...toQuery({ q, status }, { q: '', status: '' }), sortBy, sortDesc: String(sortDesc) })
  return `${EXPORT_PATH}?${query}`
}

export const isFiltered = (filter: InvoiceFilter) => Boolean(filter.q || filter.status)

/** Where each invoice action goes. */
export const paths = {
  preview: (id: number) => `/apps/invoice/preview/${id}`,
  edit: (id: number) => `/apps/invoice/edit/${id}`,
  add: '/apps/invoice/add',
  pdf: (id: number, lang: string) => `/apps/invoice/${id}/pdf?lng=${encodeURIComponent(lang)}`,
  duplicate: (id: number) => `/apps/invoice/${id}/duplicate`,
  remove: (id: number) => `/apps/invoice/delete?id=${id}`,
  send: (id: number) => `/apps/invoice/${id}/send`,
  payments: (id: number) => `/apps/invoice/${id}/payments`,
}
