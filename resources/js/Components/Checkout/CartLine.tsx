import { Link } from '@inertiajs/react'
import { Heart, Trash2 } from 'lucide-react'
import AvailabilityBadge from '@/Components/Shop/AvailabilityBadge'
import Price from '@/Components/Shop/Price'
import ProductImage from '@/Components/Shop/ProductImage'
import QuantityInput from '@/Components/Shop/QuantityInput'
import type { CartItem } from '@/Components/Shop/types'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { colorLabel } from '@/Components/Orders/labels'

/** The most one line may hold (app/shop MaxQty). */
const MAX_QTY = 99

interface CartLineProps {
  item: CartItem
  busy: boolean
  /** The server's refusal of the last change of this line. */
  error?: string
  onQty: (qty: number) => void
  onRemove: () => void
  onToWishlist: () => void
}

/** One line of the cart: picture, name (to its page), brand, availability, colour, quantity within the stock, amount, remove and move to the wishlist. */
export default function CartLine({ item, busy, error, onQty, onRemove, onToWishlist }: CartLineProps) {
  const { t, i18n } = useTranslation()
  const href = `/apps/ecommerce/product-detail/${encodeURIComponent(item.slug)}`
  return (
    <li className="flex flex-wrap gap-4 py-4 sm:flex-nowrap">
      <ProductImage src={item.image} alt="" className="size-20 shrink-0 rounded-md border border-line" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link href={href} className="font-medium text-heading hover:text-primary-text">
          {item.name}
        </Link>
        <p className="text-sm text-muted">{item.brand}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <AvailabilityBadge availability={item.availability} stock={item.stock} showInStock />
          {item.color && (
            <span className="inline-flex items-center gap-1.5 text-muted">
              <span aria-hidden="true" className="size-3.5 rounded-full border border-line" style={{ backgroundColor: item.color }} />
              {t('checkout.cart.color', { color: colorLabel(item.color) })}
            </span>
          )}
        </div>
        <div className="pt-1">
          <QuantityInput
            value={item.qty}
            max={Math.min(item.stock, MAX_QTY)}
            label={t('checkout.cart.qty', { name: item.name })}
            disabled={busy || item.stock <= 0}
            error={error ? serverText(error) : undefined}
            onChange={onQty}
          />
        </div>
      </div>
      <div className="flex flex-col items-end justify-between gap-2">
        <Price cents={item.price * item.qty} className="font-semibold text-heading" />
        {item.qty > 1 && <span className="text-xs text-muted">{t('checkout.cart.each', { price: formatMoney(item.price, i18n.language) })}</span>}
        <div className="flex gap-1">
          <button type="button" onClick={onToWishlist} disabled={busy} className="btn-ghost px-2 py-1.5 text-xs" aria-label={t('checkout.cart.toWishlist', { name: item.name })}>
            <Heart className="size-4" aria-hidden="true" />
          </button>
          <button type="button" onClick={onRemove} disabled={busy} className="btn-ghost px-2 py-1.5 text-xs hover:text-danger" aria-label={t('checkout.cart.remove', { name: item.name })}>
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  )
}
