import { Heart } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { useShopWrite, writes } from './actions'
import type { Product } from './types'

interface WishlistButtonProps {
  product: Pick<Product, 'id' | 'name' | 'isInWishlist'>
  /** round: an icon over a card; wide: an outlined button with its word (a product's page). */
  look?: 'round' | 'wide'
}

/** The heart: adds the product to one's wishlist or takes it out (a toggle, aria-pressed). */
export default function WishlistButton({ product, look = 'round' }: WishlistButtonProps) {
  const { t } = useTranslation()
  const { busy, send } = useShopWrite()
  const on = product.isInWishlist
  const toggle = () => send(on ? writes.removeFromWishlist(product.id) : writes.addToWishlist(product.id))
  const heart = <Heart className={`size-5 ${on ? 'fill-danger text-danger' : ''}`} aria-hidden="true" />
  if (look === 'wide') {
    return (
      <button type="button" aria-pressed={on} disabled={busy} onClick={toggle} className="btn-outline px-4">
        {heart}
        {t('shop.wishlist.button')}
      </button>
    )
  }
  const label = t('shop.wishlist.toggle', { name: product.name })
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={toggle}
      className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-surface text-text shadow-soft transition-colors hover:text-danger disabled:cursor-not-allowed disabled:opacity-65"
    >
      {heart}
    </button>
  )
}
