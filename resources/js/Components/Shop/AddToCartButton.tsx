import { Link } from '@inertiajs/react'
import type { Errors } from '@inertiajs/core'
import { LoaderCircle, ShoppingCart } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { paths, useShopWrite, writes } from './actions'
import type { Product } from './types'

interface AddToCartButtonProps {
  product: Pick<Product, 'id' | 'name' | 'stock' | 'availability' | 'isInCart'>
  qty?: number
  color?: string
  /** On a product's page one may add more of what is already in the cart; a card offers the cart instead. */
  addMore?: boolean
  /** Field errors of the server (a quantity above the stock), beside their toast. */
  onError?: (errors: Errors) => void
  className?: string
}

/**
 * "Add to cart" (disabled when out of stock or while sending); on a card,
 * "View in cart" once the product is in the cart.
 */
export default function AddToCartButton({ product, qty = 1, color = '', addMore = false, onError, className = '' }: AddToCartButtonProps) {
  const { t } = useTranslation()
  const { busy, send } = useShopWrite(onError)
  if (product.isInCart && !addMore) {
    return (
      <Link href={paths.checkout} className={`btn-outline px-4 ${className}`}>
        <ShoppingCart className="size-4" aria-hidden="true" />
        {t('shop.cart.view')}
      </Link>
    )
  }
  const out = product.availability === 'out' || product.stock <= 0
  return (
    <button
      type="button"
      disabled={out || busy}
      aria-label={addMore || out ? undefined : t('shop.cart.addNamed', { name: product.name })}
      onClick={() => send(writes.addToCart(product.id, qty, color))}
      className={`btn-primary px-4 ${className}`}
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <ShoppingCart className="size-4" aria-hidden="true" />}
      {out ? t('shop.availability.out') : t('shop.cart.add')}
    </button>
  )
}
