import type { Errors } from '@inertiajs/core'
import { Link } from '@inertiajs/react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { paths } from './actions'
import AddToCartButton from './AddToCartButton'
import ColorOptions from './ColorOptions'
import QuantityInput from './QuantityInput'
import type { ProductDetail } from './types'
import WishlistButton from './WishlistButton'

/** The most of one product a cart holds (app/shop: MaxQty). */
const MAX_QTY = 99

/** A product page's choices: the colour, the quantity (up to the stock), "Add to cart" and the wishlist. */
export default function PurchaseBox({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const [color, setColor] = useState(product.colorOptions?.[0] ?? '')
  const [qty, setQty] = useState(1)
  const [error, setError] = useState('')
  const max = Math.min(product.stock, MAX_QTY)
  const out = product.availability === 'out' || product.stock <= 0
  const onError = (errors: Errors) => setError(errors.qty ? serverText(String(errors.qty)) : '')
  return (
    <div className="grid gap-5">
      <ColorOptions colors={product.colorOptions ?? []} value={color} onChange={setColor} />
      {!out && (
        <QuantityInput
          value={Math.min(qty, Math.max(1, max))}
          onChange={(n) => {
            setQty(n)
            setError('')
          }}
          max={max}
          label={t('shop.qty.label')}
          showLabel
          error={error}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <AddToCartButton product={product} qty={Math.min(qty, Math.max(1, max))} color={color} addMore onError={onError} />
        <WishlistButton product={product} look="wide" />
      </div>
      {product.isInCart && (
        <p className="text-sm">
          {t('shop.product.inCart')}{' '}
          <Link href={paths.checkout} className="link">
            {t('shop.cart.view')}
          </Link>
        </p>
      )}
    </div>
  )
}
