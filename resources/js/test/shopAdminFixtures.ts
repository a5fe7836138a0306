import type { Coupon, OrderDetail, Product, ProductDetail } from '../Components/Shop/types'

export const product = (over: Partial<Product> = {}): Product => ({
  id: 7,
  name: 'Savon à l’huile d’olive',
  slug: 'savon-a-l-huile-d-olive',
  description: 'Un savon.',
  brand: 'Atelier Sud',
  brandId: 2,
  category: 'hygiene',
  categoryName: 'Hygiène',
  price: 450,
  image: '/media/shop/abc.jpg',
  hasFreeShipping: false,
  rating: 4,
  ratingCount: 3,
  isInWishlist: false,
  isInCart: false,
  colorOptions: ['#FFFFFF'],
  stock: 3,
  availability: 'low',
  published: true,
  ...over,
})

export const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...product(),
  features: ['Fait main', 'Sans parfum'],
  images: [
    { id: 11, thumb: '/media/shop/t1.jpg', card: '/media/shop/c1.jpg', large: '/media/shop/l1.jpg', alt: '' },
    { id: 12, thumb: '/media/shop/t2.jpg', card: '/media/shop/c2.jpg', large: '/media/shop/l2.jpg', alt: '' },
  ],
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
  ...over,
})

export const categories = [
  { id: 1, slug: 'epicerie', name: 'Épicerie' },
  { id: 3, slug: 'hygiene', name: 'Hygiène' },
]
export const brands = [
  { id: 2, name: 'Atelier Sud' },
  { id: 5, name: 'Les Ruches' },
]

export const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 42,
  number: 'CMD-2026-000042',
  userId: 2,
  tiersId: 9,
  buyerName: 'Cleo Client',
  buyerEmail: 'client@demo.com',
  status: 'placed',
  paymentMethod: 'transfer',
  subtotal: 900,
  discount: 0,
  couponCode: '',
  shipping: 490,
  total: 1390,
  deliveryMethod: 'standard',
  deliveryDate: '2026-11-30',
  itemCount: 2,
  invoiceId: 5003,
  placedAt: '2026-11-24T09:00:00Z',
  updatedAt: '2026-11-24T09:00:00Z',
  lines: [{ id: 1, productId: 7, slug: 'savon', image: '', name: 'Savon', color: '', unit: 450, qty: 2, amount: 900 }],
  address: { id: 1, label: 'home', fullName: 'Cleo Client', phone: '0600000000', line1: '1 rue de la Paix', line2: '', postalCode: '69001', city: 'Lyon', country: 'FR', isDefault: true },
  events: [{ from: '', to: 'placed', note: '', byName: 'Cleo Client', at: '2026-11-24T09:00:00Z' }],
  transfer: { bankName: 'Banque', iban: 'FR7612345', swiftCode: 'BANKFRPP', reference: 'CMD-2026-000042', amount: 1390 },
  next: ['paid', 'cancelled'],
  ...over,
})

export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 3,
  code: 'BIENVENUE',
  description: '10 % de bienvenue',
  percentOff: 10,
  amountOff: 0,
  minSubtotal: 2000,
  startsOn: '',
  endsOn: '2026-12-31',
  maxUses: 100,
  uses: 4,
  active: true,
  createdAt: '2026-11-01T10:00:00Z',
  ...over,
})
