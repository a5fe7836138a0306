import { Link } from '@inertiajs/react'
import { ShoppingBag } from 'lucide-react'
import type { Cart } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import CartLine from './CartLine'
import CouponForm from './CouponForm'
import { useCartWrites } from './cartWrites'

/** The first step: the cart's lines (quantity, remove, to the wishlist) and the coupon; an empty cart leads to the shop. */
export default function CartStep({ cart }: { cart: Cart }) {
  const { t } = useTranslation()
  const writes = useCartWrites()
  if (cart.items.length === 0) {
    return (
      <section className="card flex flex-col items-center gap-4 p-10 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary-text">
          <ShoppingBag className="size-8" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-heading">{t('checkout.cart.emptyTitle')}</h2>
        <p>{t('checkout.cart.emptyBody')}</p>
        <Link href="/apps/ecommerce/shop" className="btn-primary">
          {t('checkout.cart.toShop')}
        </Link>
      </section>
    )
  }
  const first = (name: string, field: string) => {
    const value = writes.errors[name]?.[field]
    return value ? String(value) : undefined
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="cart-lines" className="card p-5">
        <h2 id="cart-lines" className="font-semibold text-heading">
          {tCount('checkout.cart.title', cart.count)}
        </h2>
        <ul className="divide-y divide-line">
          {cart.items.map((item) => {
            const key = String(item.productId)
            return (
              <CartLine
                key={item.id}
                item={item}
                busy={writes.busy !== null}
                error={first(key, 'qty') ?? first(key, 'form') ?? first(key, 'productId')}
                onQty={(qty) => writes.setQty(item.productId, qty, item.color)}
                onRemove={() => writes.remove(item.productId)}
                onToWishlist={() => writes.toWishlist(item.productId)}
              />
            )
          })}
        </ul>
      </section>
      <section aria-labelledby="cart-coupon" className="card p-5">
        <h2 id="cart-coupon" className="mb-3 font-semibold text-heading">
          {t('checkout.coupon.title')}
        </h2>
        <CouponForm
          coupon={cart.coupon}
          busy={writes.busy !== null}
          error={first('coupon', 'code') ?? first('coupon', 'form')}
          onApply={writes.applyCoupon}
          onRemove={writes.removeCoupon}
        />
      </section>
    </div>
  )
}
