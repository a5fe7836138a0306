import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link, usePage } from '@inertiajs/react'
import { ShoppingCart } from 'lucide-react'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import Pill from './Pill'
import { countBadge, dropdownPanel, navButton } from './styles'

const SHOP = '/apps/ecommerce/shop'
const CHECKOUT = '/apps/ecommerce/checkout'

/** The cart (`cart` prop): a count on the button, the lines and the total, or an empty state leading to the shop. */
export default function CartDropdown() {
  const { t, i18n } = useTranslation()
  const cart = usePage().props.cart
  if (!cart) return null
  // Money travels in integer cents (euros): formatted only here, at the edge.
  const money = (cents: number) => formatMoney(cents, i18n.language)
  const total = cart.items.reduce((sum, item) => sum + item.price * item.qty, 0)
  return (
    <Popover className="relative">
      <PopoverButton className={navButton} aria-label={t('cart.button', { count: cart.count })}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        {cart.count > 0 && (
          <span aria-hidden="true" className={countBadge}>
            {cart.count}
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
                      <img src={item.image} alt="" className="size-12 shrink-0 rounded-md bg-surface-alt object-contain" />
                      <div className="min-w-0 flex-1">
                        <Link href={`/apps/ecommerce/product-detail/${item.productId}`} onClick={() => close()} className="block truncate font-medium text-heading hover:text-primary-text">
                          {item.name}
                        </Link>
                        <p className="text-sm text-muted">{t('cart.line', { qty: item.qty, price: money(item.price) })}</p>
                      </div>
                    </li>
                  ))}
                </ul>
                <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3">
                  <p className="text-sm">
                    {t('cart.total')} <span className="font-semibold text-heading">{money(total)}</span>
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
