import { Link } from '@inertiajs/react'
import { ShoppingCart, Trash2 } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { paths, useShopWrite, writes } from './actions'
import AvailabilityBadge from './AvailabilityBadge'
import Price from './Price'
import ProductImage from './ProductImage'
import type { Product } from './types'

/** A product of the wishlist: to its page, "Move to cart" (not when out of stock) and "Remove". */
export default function WishlistCard({ product }: { product: Product }) {
  const { t } = useTranslation()
  const { busy, send } = useShopWrite()
  const href = paths.product(product.slug)
  const out = product.availability === 'out' || product.stock <= 0
  return (
    <article aria-labelledby={`wish-${product.id}`} className="card flex h-full flex-col overflow-hidden">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block border-b border-line">
        <ProductImage src={product.image} alt="" className="w-full" />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={`wish-${product.id}`} className="text-[0.9375rem] font-medium">
          <Link href={href} className="line-clamp-2 text-heading hover:text-primary-text">
            {product.name}
          </Link>
        </h2>
        {product.brand && <p className="text-sm text-muted">{product.brand}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <Price cents={product.price} className="text-lg font-semibold text-heading" />
          <AvailabilityBadge availability={product.availability} stock={product.stock} />
        </div>
        <div className="grid gap-2">
          {product.isInCart ? (
            <Link href={paths.checkout} className="btn-outline px-4">
              <ShoppingCart className="size-4" aria-hidden="true" />
              {t('shop.cart.view')}
            </Link>
          ) : (
            <button type="button" className="btn-primary px-4" disabled={busy || out} onClick={() => send(writes.wishlistToCart(product.id))}>
              <ShoppingCart className="size-4" aria-hidden="true" />
              {t('shop.wishlist.moveToCart')}
            </button>
          )}
          <button type="button" className="btn-ghost px-4 text-danger" disabled={busy} onClick={() => send(writes.removeFromWishlist(product.id))} aria-label={t('shop.wishlist.removeNamed', { name: product.name })}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('shop.wishlist.remove')}
          </button>
        </div>
      </div>
    </article>
  )
}
