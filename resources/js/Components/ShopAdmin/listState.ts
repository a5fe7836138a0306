/**
 * The orders list's state in its URL (the users/invoices pattern):
 * /apps/ecommerce/manage/orders?q=&status=&page=&perPage=&sortBy=&sortDesc=
 * (the catalogue's is in productList.ts), and where each staff action goes.
 */
import { normalizePaged } from '@/Components/DataTable'
import { ORDER_STATUSES } from '@/Components/Shop/types'
import { ORDER_SORTS, PER_PAGE, type OrderFilter } from './types'

export const ORDERS_PATH = '/apps/ecommerce/manage/orders'
export const PRODUCTS_PATH = '/apps/ecommerce/manage/products'
export const COUPONS_PATH = '/apps/ecommerce/manage/coupons'

/** The server's defaults: ten a page, the newest order first. */
export const ORDER_DEFAULTS: OrderFilter = Object.freeze({ q: '', status: '', page: 1, perPage: 10, sortBy: 'placedAt', sortDesc: true })

/** Columns that start descending when first clicked: the newest, the largest first. */
export const ORDER_DESC_FIRST = ['number', 'placedAt', 'total'] as const

export const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const oneOf = (v: unknown, allowed: readonly string[]) => (allowed.includes(text(v)) ? text(v) : '')

/** The orders filter the page got, completed with the defaults. */
export function normalizeOrderFilter(filter: Partial<OrderFilter> | undefined): OrderFilter {
  const f = normalizePaged(filter, ORDER_DEFAULTS, PER_PAGE, ORDER_SORTS)
  return { ...f, q: text(f.q), status: oneOf(f.status, ORDER_STATUSES) }
}

export const ordersFiltered = (f: OrderFilter) => Boolean(f.q || f.status)

/** Where each staff action goes. */
export const paths = {
  order: (id: number) => `${ORDERS_PATH}/${id}`,
  orderStatus: (id: number) => `${ORDERS_PATH}/${id}/status`,
  invoice: (id: number) => `/apps/invoice/preview/${id}`,
  newProduct: `${PRODUCTS_PATH}/new`,
  editProduct: (id: number) => `${PRODUCTS_PATH}/${id}/edit`,
  product: (id: number) => `${PRODUCTS_PATH}/${id}`,
  images: (id: number) => `${PRODUCTS_PATH}/${id}/images`,
  image: (id: number, imageId: number) => `${PRODUCTS_PATH}/${id}/images/${imageId}`,
  imagesOrder: (id: number) => `${PRODUCTS_PATH}/${id}/images/order`,
  shopProduct: (slug: string) => `/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`,
  coupon: (id: number) => `${COUPONS_PATH}/${id}`,
}
