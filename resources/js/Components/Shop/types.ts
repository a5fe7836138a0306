/** The shop's shapes, as app/shop/types.go sends them. Money is in integer cents. */

// The shell's cart (navbar) is typed in lib/types, beneath the shell: the shop re-exports it.
import type { Availability, CartItem, ShellCart } from '@/lib/types'

export type { Availability, CartItem, ShellCart }
export type SortBy = 'featured' | 'price-asc' | 'price-desc'

export interface Product {
  id: number
  name: string
  slug: string
  description: string
  brand: string
  brandId: number
  category: string
  categoryName: string
  price: number
  image: string
  hasFreeShipping: boolean
  rating: number
  ratingCount: number
  isInWishlist: boolean
  isInCart: boolean
  colorOptions: string[]
  stock: number
  availability: Availability
  published: boolean
}

export interface ProductImage {
  id: number
  thumb: string
  card: string
  large: string
  alt: string
}

export interface ProductDetail extends Product {
  features: string[]
  images: ProductImage[]
  createdAt: string
  updatedAt: string
}

export interface Category {
  id: number
  slug: string
  name: string
}

export interface Brand {
  id: number
  name: string
}

export interface AppliedCoupon {
  code: string
  description: string
  percentOff: number
  amountOff: number
}

export interface Cart {
  items: CartItem[]
  count: number
  subtotal: number
  discount: number
  total: number
  coupon: AppliedCoupon | null
  shippingDate: string
  offers: number
  discountPercentage: number
}

export interface Coupon {
  id: number
  code: string
  description: string
  percentOff: number
  amountOff: number
  minSubtotal: number
  startsOn: string
  endsOn: string
  maxUses: number
  uses: number
  active: boolean
  createdAt: string
}

export type AddressLabel = 'home' | 'office' | 'other'

export interface Address {
  id: number
  label: AddressLabel
  fullName: string
  phone: string
  line1: string
  line2: string
  postalCode: string
  city: string
  country: string
  isDefault: boolean
}

export type DeliveryKey = 'standard' | 'express' | 'pickup'

export interface Delivery {
  key: DeliveryKey
  price: number
  days: number
  date: string
}

export type PaymentMethod = 'transfer' | 'account'
export type OrderStatus = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled'
export const ORDER_STATUSES: OrderStatus[] = ['placed', 'paid', 'shipped', 'delivered', 'cancelled']

export interface Order {
  id: number
  number: string
  userId: number
  tiersId: number
  buyerName: string
  buyerEmail: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  subtotal: number
  discount: number
  couponCode: string
  shipping: number
  total: number
  deliveryMethod: DeliveryKey
  deliveryDate: string
  itemCount: number
  invoiceId: number
  placedAt: string
  updatedAt: string
}

export interface OrderLine {
  id: number
  productId: number
  slug: string
  image: string
  name: string
  color: string
  unit: number
  qty: number
  amount: number
}

export interface OrderEvent {
  from: string
  to: OrderStatus
  note: string
  byName: string
  at: string
}

export interface Transfer {
  bankName: string
  iban: string
  swiftCode: string
  reference: string
  amount: number
}

export interface OrderDetail extends Order {
  lines: OrderLine[]
  address: Address
  events: OrderEvent[]
  transfer: Transfer | null
  next: OrderStatus[]
}

/** A wishlist's entry as the products call lists it (userWishlist). */
export interface WishlistItem {
  id: number
  productId: number
}

/** The shop's filters as the page got them (the URL's state, checked by the server). */
export interface ShopFilters {
  q: string
  sortBy: SortBy
  /** A category's slug, '' for all. */
  category: string
  /** Brand ids; none for all. */
  brands: number[]
  /** Cents, inclusive; null: no bound. */
  priceMin: number | null
  priceMax: number | null
  /** That many stars and up (1 to 4); null: any rating. */
  rating: number | null
  freeShipping: boolean
  inStock: boolean
  view: 'grid' | 'list'
}

/** The cheapest and the dearest published product's price, in cents: the price slider's ends. */
export interface PriceBounds {
  min: number
  max: number
}

/** Props of the page Apps/Ecommerce/Shop. */
export interface ShopPageProps {
  products: Product[]
  total: number
  page: number
  perPage: number
  filters: ShopFilters
  categories: Category[]
  brands: Brand[]
  priceBounds: PriceBounds
}

/** Props of the page Apps/Ecommerce/Product. */
export interface ProductPageProps {
  product: ProductDetail
  /** Up to 8, the same category first. */
  related: Product[]
}

/** Props of the page Apps/Ecommerce/Wishlist. */
export interface WishlistPageProps {
  wishlist: Product[]
}
