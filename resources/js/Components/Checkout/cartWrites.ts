import type { Errors, VisitOptions } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { refusedWith } from '@/Components/Form/form'

/** The cart's addresses (controllers/shop_cart.go). */
export const cartPaths = {
  item: (productId: number) => `/apps/ecommerce/cart/${productId}`,
  toWishlist: (productId: number) => `/apps/ecommerce/cart/${productId}/to-wishlist`,
  coupon: '/apps/ecommerce/cart/coupon',
  addresses: '/apps/ecommerce/addresses',
  address: (id: number) => `/apps/ecommerce/addresses/${id}`,
}

/**
 * The checkout's changes to the cart, one at a time: each is an Inertia visit
 * answered by a redirect back to this page (its new cart) and a flash. `busy`
 * names what is under way (the product id, or "coupon"); a field error comes
 * back in `errors` under that name.
 */
export function useCartWrites() {
  const [busy, setBusy] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, Errors>>({})

  const visit = (name: string, method: 'post' | 'patch' | 'delete', url: string, data: Record<string, string | number> = {}, onSuccess?: () => void) => {
    if (busy) return
    const options: VisitOptions = {
      preserveScroll: true,
      preserveState: true,
      onStart: () => setBusy(name),
      onFinish: () => setBusy(null),
      onSuccess: () => {
        setErrors((e) => ({ ...e, [name]: {} }))
        onSuccess?.()
      },
      onError: (errs) => setErrors((e) => ({ ...e, [name]: errs })),
      ...refusedWith('checkout.failed'),
    }
    if (method === 'delete') router.delete(url, options)
    else router[method](url, data, options)
  }

  return {
    busy,
    errors,
    setQty: (productId: number, qty: number, color: string) => visit(String(productId), 'patch', cartPaths.item(productId), color ? { qty, color } : { qty }),
    remove: (productId: number) => visit(String(productId), 'delete', cartPaths.item(productId)),
    toWishlist: (productId: number) => visit(String(productId), 'post', cartPaths.toWishlist(productId)),
    applyCoupon: (code: string, onSuccess: () => void) => visit('coupon', 'post', cartPaths.coupon, { code }, onSuccess),
    removeCoupon: () => visit('coupon', 'delete', cartPaths.coupon),
  }
}
