import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link, router, usePage } from '@inertiajs/react'
import { ImageOff, ShoppingCart, X } from 'lucide-react'
import { useState } from 'react'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { notify } from '@/lib/toast'
import type { CartItem } from '@/lib/types'
import Pill from './Pill'
import { countBadge, dropdownPanel, navButton } from './styles'

const SHOP = '/apps/ecommerce/shop'
const CHECKOUT = '/apps/ecommerce/checkout'
const productPath = (slug: string) => `/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`

function Thumb({ src }: { src: string }) {
  const box = 'size-12 shrink-0 rounded-md border border-line'
  if (!src)
    return (
      <span className={`${box} inline-flex items-center justify-center bg-surface-alt text-muted`}>
        <ImageOff className="size-5" aria-hidden="true" />
      </span>
    )
  return <img src={src} alt="" loading="lazy" className={`${box} bg-white object-contain`} />
}

/**
 * The cart (`cart` prop, kept live by the `cart.changed` event): a count on the
 * button, the lines (each to its product, with a remove button), the subtotal
 * and the checkout; or an empty state leading to the shop.
 */
export default function CartDropdown() {
  const { t, i18n } = useTranslation()
  const cart = usePage().props.cart
  const [removing, setRemoving] = useState<number | null>(null)
  if (!cart) return null
  // Money travels in integer cents (euros): formatted only here, at the edge.
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const subtotal = cart.subtotal ?? cart.items.reduce((sum, item) => sum + item.price * item.qty, 0)
  const failed = () => {
    void notify('error', t('cart.failed'))
    return false
  }
  const remove = (item: CartItem) =>
    router.delete(`/apps/ecommerce/cart/${item.productId}`, {
      preserveScroll: true,
      onStart: () => setRemoving(item.productId),
      onFinish: () => setRemoving(null),
      onHttpException: failed,
      onNetworkError: failed,
    })
  return (
    <Popover className="relative">
      {/* Named by its text (not aria-label), so the visible count is part of the name. */}
      <PopoverButton className={navButton}>
        <span className="sr-only">{t('cart.button', { count: cart.count })}</span>
        <ShoppingCart className="size-5" aria-hidden="true" />
        {cart.count > 0 && (
          <span aria-hidden="true" className={countBadge}>
            {cart.count > 99 ? '99+' : cart.count}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel transition className={`${dropdownPanel} w-88`}>
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
              <h2 className="text-base font-semibold">{t('cart.title')}</h2>
              <Pill>{tCount('cart.items', cart.count)}</Pill>
            </div>
            {cart.items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <ShoppingCart className="size-7" aria-hidden="true" />
                </span>
                <p className="text-sm text-muted">{t('cart.empty')}</p>
                <Link href={SHOP} onClick={() => close()} className="btn-primary">
                  {t('cart.shop')}
                </Link>
              </div>
            ) : (
              <>
                <ul className="max-h-80 divide-y divide-line overflow-y-auto">
                  {cart.items.map((item) => (
                    <li key={item.id} className="flex items-center gap-3 px-4 py-3">
                      <Thumb src={item.image} />
                      <div className="min-w-0 flex-1">
                        <Link href={productPath(item.slug)} onClick={() => close()} className="block truncate font-medium text-heading hover:text-primary-text">
                          {item.name}
                        </Link>
                        <p className="text-sm text-muted">{t('cart.line', { qty: item.qty, price: money(item.price) })}</p>
                      </div>
                      <button
                        type="button"
                        disabled={removing !== null}
                        onClick={() => remove(item)}
                        aria-label={t('cart.remove', { name: item.name })}
                        title={t('cart.remove', { name: item.name })}
                        className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:cursor-not-allowed disabled:opacity-45"
                      >
                        <X className="size-4" aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
                <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
                  <p className="text-sm">
                    {t('cart.subtotal')} <span className="font-semibold text-heading">{money(subtotal)}</span>
                  </p>
                  <Link href={CHECKOUT} onClick={() => close()} className="btn-primary px-4 py-2">
                    {t('cart.checkout')}
                  </Link>
                </div>
              </>
            )}
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}
