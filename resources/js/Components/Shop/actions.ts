import type { Errors, VisitOptions } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { t } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { notify } from '@/lib/toast'

/** The shop's addresses (controllers/shop_*.go). */
export const paths = {
  shop: '/apps/ecommerce/shop',
  wishlist: '/apps/ecommerce/wishlist',
  checkout: '/apps/ecommerce/checkout',
  cart: '/apps/ecommerce/cart',
  product: (slug: string) => `/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`,
  wishlistItem: (productId: number) => `/apps/ecommerce/wishlist/${productId}`,
  cartItem: (productId: number) => `/apps/ecommerce/cart/${productId}`,
  wishlistToCart: (productId: number) => `/apps/ecommerce/wishlist/${productId}/to-cart`,
}

/** One change the shop's buttons make: an Inertia visit answered by a redirect back and a flash. */
export interface ShopWrite {
  method: 'post' | 'delete'
  url: string
  data?: Record<string, string | number>
}

/** The writes of the buyer's pages. */
export const writes = {
  addToCart: (productId: number, qty = 1, color = ''): ShopWrite => ({ method: 'post', url: paths.cart, data: color ? { productId, qty, color } : { productId, qty } }),
  removeFromCart: (productId: number): ShopWrite => ({ method: 'delete', url: paths.cartItem(productId) }),
  addToWishlist: (productId: number): ShopWrite => ({ method: 'post', url: paths.wishlist, data: { productId } }),
  removeFromWishlist: (productId: number): ShopWrite => ({ method: 'delete', url: paths.wishlistItem(productId) }),
  wishlistToCart: (productId: number): ShopWrite => ({ method: 'post', url: paths.wishlistToCart(productId) }),
}

/**
 * A refusal that is not a field error (the product is gone, the server
 * failed, the network is down): a toast, and the page stays as it is.
 */
function failed(): false {
  void notify('error', t('shop.failed'))
  return false
}

/** Field errors (a quantity above the stock…) as toasts, in the UI language. */
function showErrors(errors: Errors) {
  for (const message of Object.values(errors)) if (message) void notify('error', serverText(String(message)))
}

/**
 * Sends the shop's writes one at a time: `busy` while one is under way (its
 * buttons are disabled), field errors and refusals as toasts; the server's
 * flash says what was done. `onError` lets a form show a field error inline too.
 */
export function useShopWrite(onError?: (errors: Errors) => void) {
  const [busy, setBusy] = useState(false)
  const send = (write: ShopWrite) => {
    if (busy) return
    const options: VisitOptions = {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
      onError: (errors) => {
        showErrors(errors)
        onError?.(errors)
      },
      onHttpException: failed,
      onNetworkError: failed,
    }
    if (write.method === 'delete') router.delete(write.url, options)
    else router.post(write.url, write.data ?? {}, options)
  }
  return { busy, send }
}
