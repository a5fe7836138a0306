import type { CartItem, Product, ProductDetail, ShopPageProps } from '../types'

/** A product as the server lists it, with what a test changes. */
export function product(over: Partial<Product> = {}): Product {
  const id = over.id ?? 1
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    description: 'A sturdy thing.',
    brand: 'Atelier Nord',
    brandId: 3,
    category: 'kitchen',
    categoryName: 'Kitchen',
    price: 1250,
    image: `/media/shop/card-${id}.jpg`,
    hasFreeShipping: false,
    rating: 4,
    ratingCount: 12,
    isInWishlist: false,
    isInCart: false,
    colorOptions: [],
    stock: 20,
    availability: 'in_stock',
    published: true,
    ...over,
  }
}

/** A product's page data. */
export function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product(over),
    features: ['Organic cotton', 'Made in Lyon'],
    images: [
      { id: 11, thumb: '/t1.jpg', card: '/c1.jpg', large: '/l1.jpg', alt: 'Front' },
      { id: 12, thumb: '/t2.jpg', card: '/c2.jpg', large: '/l2.jpg', alt: 'Back' },
    ],
    createdAt: '2026-01-01T10:00:00Z',
    updatedAt: '2026-01-01T10:00:00Z',
    ...over,
  }
}

/** A cart line. */
export function cartItem(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    productId: 1,
    qty: 2,
    color: '',
    name: 'Tea towel',
    slug: 'tea-towel',
    brand: 'Atelier Nord',
    image: '/t.jpg',
    price: 750,
    stock: 10,
    availability: 'in_stock',
    hasFreeShipping: false,
    published: true,
    ...over,
  }
}

/** The shop page's props: three products on the first page of 12. */
export function shopProps(over: Partial<ShopPageProps> = {}): ShopPageProps {
  return {
    products: [product({ id: 1, name: 'Tea towel' }), product({ id: 2, name: 'Honey jar', stock: 3, availability: 'low' }), product({ id: 3, name: 'Wool socks', stock: 0, availability: 'out' })],
    total: 12,
    page: 1,
    perPage: 9,
    filters: { q: '', sortBy: 'featured', category: '', brands: [], priceMin: null, priceMax: null, rating: null, freeShipping: false, inStock: false, view: 'grid' },
    categories: [
      { id: 1, slug: 'kitchen', name: 'Kitchen' },
      { id: 2, slug: 'garden', name: 'Garden' },
    ],
    brands: [
      { id: 3, name: 'Atelier Nord' },
      { id: 4, name: 'Les Ruchers' },
    ],
    priceBounds: { min: 350, max: 89900 },
    ...over,
  }
}
