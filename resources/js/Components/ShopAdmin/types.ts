/** The staff pages' data: the two lists' state in their URL and the pages' props. */
import type { PagedState } from '@/Components/DataTable'
import type { Brand, Category, Coupon, Order, OrderDetail, Product, ProductDetail } from '@/Components/Shop/types'

export const PER_PAGE = [10, 25, 50, 100] as const

/** The orders list's sortable columns. */
export const ORDER_SORTS = ['number', 'placedAt', 'buyer', 'total', 'status'] as const
/** The catalogue's sorts, as the server names them (featured: the newest first), and its page sizes (at most 48). */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc', 'name', 'stock'] as const
export const PRODUCT_PER_PAGE = [9, 24, 48] as const

export interface OrderFilter extends PagedState {
  [key: string]: string | number | boolean
  q: string
  status: string
}

export interface ProductFilter extends PagedState {
  [key: string]: string | number | boolean
  q: string
  category: string
  /** A brand's id, as text ('' for every brand). */
  brand: string
  /** '1' published only, '0' unpublished only, '' both. */
  published: string
  /** 'out' or 'low' ('' any stock). */
  stock: string
}

export type OrderCounts = Record<'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'all', number>

export interface OrdersPageProps {
  orders: Order[]
  total: number
  filters?: Partial<OrderFilter>
  counts?: Partial<OrderCounts>
}

export interface OrderPageProps {
  order: OrderDetail
  canMove: boolean
}

/** The catalogue's filter as the server sends it back. */
export interface ProductServerFilter {
  q: string
  category: string
  brands: number[]
  published: boolean | null
  stock: string
  sort: string
}

export interface ProductsPageProps {
  products: Product[]
  total: number
  page: number
  perPage: number
  filters?: Partial<ProductServerFilter>
  categories: Category[]
  brands: Brand[]
}

/** The server's limits of a product (its form's maxLengths and counts). */
export interface ProductLimits {
  name: number
  slug: number
  description: number
  features: number
  feature: number
  colors: number
  price: number
  stock: number
  images: number
  imageBytes: number
}

export interface ProductFormPageProps {
  product: ProductDetail | null
  categories: Category[]
  brands: Brand[]
  limits?: Partial<ProductLimits>
}

export interface CouponsPageProps {
  coupons: Coupon[]
}
