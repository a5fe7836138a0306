import { Link } from '@inertiajs/react'
import { paths } from './actions'
import AddToCartButton from './AddToCartButton'
import AvailabilityBadge from './AvailabilityBadge'
import FreeShipping from './FreeShipping'
import Price from './Price'
import ProductImage from './ProductImage'
import Rating from './Rating'
import type { Product } from './types'
import WishlistButton from './WishlistButton'

interface ProductCardProps {
  product: Product
  /** grid: a tile; list: a row with the description. */
  view?: 'grid' | 'list'
}

/**
 * A product in the shop: its image, name (to its page), brand, rating, price,
 * free-shipping mark, low or out of stock, the wishlist heart and the cart.
 */
export default function ProductCard({ product, view = 'grid' }: ProductCardProps) {
  const href = paths.product(product.slug)
  const list = view === 'list'
  return (
    <article aria-labelledby={`product-${product.id}`} className={`card relative flex overflow-hidden ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}>
      <div className={`relative shrink-0 ${list ? 'sm:w-56' : ''}`}>
        <Link href={href} tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage src={product.image} alt="" className="w-full" />
        </Link>
        <div className="absolute end-3 top-3">
          <WishlistButton product={product} />
        </div>
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-2 border-line p-4 ${list ? 'border-t sm:border-t-0 sm:border-s' : 'border-t'}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Rating rating={product.rating} count={product.ratingCount} />
          <AvailabilityBadge availability={product.availability} stock={product.stock} />
        </div>
        <h3 id={`product-${product.id}`} className="text-[0.9375rem] font-medium">
          <Link href={href} className="line-clamp-2 text-heading hover:text-primary-text">
            {product.name}
          </Link>
        </h3>
        {product.brand && <p className="text-sm text-muted">{product.brand}</p>}
        {list && product.description && <p className="line-clamp-3 text-sm">{product.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <Price cents={product.price} className="text-lg font-semibold text-heading" />
          {product.hasFreeShipping && <FreeShipping />}
        </div>
        <AddToCartButton product={product} className={list ? 'self-start' : 'w-full'} />
      </div>
    </article>
  )
}
