import { Head, Link } from '@inertiajs/react'
import { Heart } from 'lucide-react'
import { EmptyState } from '@/Components/DataTable'
import { paths } from '@/Components/Shop/actions'
import type { WishlistPageProps } from '@/Components/Shop/types'
import WishlistCard from '@/Components/Shop/WishlistCard'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

/** One's wishlist: the products kept for later, each to move to the cart or remove; an empty one leads to the shop. */
export default function Wishlist({ wishlist }: WishlistPageProps) {
  const { t, i18n } = useTranslation()
  const items = wishlist ?? []
  return (
    <>
      <Head title={t('shop.wishlist.title')} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-xl font-semibold">{t('shop.wishlist.title')}</h1>
          {items.length > 0 && <p className="text-sm text-muted">{tCount('shop.wishlist.count', items.length, { n: formatNumber(items.length, i18n.language) })}</p>}
        </div>
        {items.length === 0 ? (
          <div className="card px-5 py-12">
            <EmptyState icon={Heart} text={t('shop.wishlist.empty')}>
              <Link href={paths.shop} className="btn-primary">
                {t('shop.wishlist.toShop')}
              </Link>
            </EmptyState>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((p) => (
              <li key={p.id} className="grid">
                <WishlistCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
