import type { Address, Cart, CartItem, Delivery, OrderDetail } from '../Components/Shop/types'
import type { CheckoutProps } from '../Components/Checkout/types'

/** A cart line (a tea towel, 2 in the cart, 10 in stock). */
export const cartItem = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  productId: 11,
  qty: 2,
  color: '',
  name: 'Tea towel',
  slug: 'tea-towel',
  brand: 'Atelier',
  image: '',
  price: 1250,
  stock: 10,
  availability: 'in_stock',
  hasFreeShipping: false,
  published: true,
  ...over,
})

export const cart = (over: Partial<Cart> = {}): Cart => ({
  items: [cartItem()],
  count: 2,
  subtotal: 2500,
  discount: 0,
  total: 2500,
  coupon: null,
  shippingDate: '2026-12-01',
  offers: 1,
  discountPercentage: 0,
  ...over,
})

export const address = (over: Partial<Address> = {}): Address => ({
  id: 5,
  label: 'home',
  fullName: 'Cleo Client',
  phone: '0600000000',
  line1: '3 rue des Lilas',
  line2: '',
  postalCode: '69001',
  city: 'Lyon',
  country: 'FR',
  isDefault: true,
  ...over,
})

export const deliveries: Delivery[] = [
  { key: 'standard', price: 490, days: 5, date: '2026-12-01' },
  { key: 'express', price: 1290, days: 2, date: '2026-11-26' },
  { key: 'pickup', price: 0, days: 1, date: '2026-11-25' },
]

export const checkoutProps = (over: Partial<CheckoutProps> = {}): CheckoutProps => ({
  cart: cart(),
  addresses: [address({ id: 4, isDefault: false, fullName: 'Office Me', label: 'office' }), address()],
  deliveries,
  payment: { methods: ['transfer'], account: null, bank: { bankName: 'Crédit Coopératif', iban: 'FR7612345000010000000000123', swiftCode: 'CCOPFRPP' } },
  step: 'cart',
  ...over,
})

export const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 7,
  number: 'CMD-2026-000042',
  userId: 2,
  tiersId: 3,
  buyerName: 'Cleo Client',
  buyerEmail: 'client@demo.com',
  status: 'placed',
  paymentMethod: 'transfer',
  subtotal: 2500,
  discount: 250,
  couponCode: 'BIENVENUE10',
  shipping: 490,
  total: 2740,
  deliveryMethod: 'standard',
  deliveryDate: '2026-12-01',
  itemCount: 2,
  invoiceId: 5010,
  placedAt: '2026-11-24T10:00:00Z',
  updatedAt: '2026-11-24T10:00:00Z',
  lines: [{ id: 1, productId: 11, slug: 'tea-towel', image: '', name: 'Tea towel', color: '#FF0000', unit: 1250, qty: 2, amount: 2500 }],
  address: address(),
  events: [{ from: '', to: 'placed', note: '', byName: 'Cleo Client', at: '2026-11-24T10:00:00Z' }],
  transfer: { bankName: 'Crédit Coopératif', iban: 'FR7612345000010000000000123', swiftCode: 'CCOPFRPP', reference: 'CMD-2026-000042', amount: 2740 },
  next: ['paid', 'cancelled'],
  ...over,
})
