import { PackageSearch } from 'lucide-react'
import { EmptyState, Pager } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { pagerLabels } from './labels'
import ProductCard from './ProductCard'
import type { ShopFilters, Product } from './types'

interface ProductResultsProps {
  products: Product[]
  total: number
  page: number
  perPage: number
  view: ShopFilters['view']
  /** A GET visit is under way: the cards dim. */
  busy: boolean
  onPage: (page: number) => void
  /** Clears the search and the filters (the empty state's way out). */
  onClear: () => void
}

/** The products of the page as cards (grid or list) with the pager, or an empty state when nothing matches. */
export default function ProductResults({ products, total, page, perPage, view, busy, onPage, onClear }: ProductResultsProps) {
  const { t, i18n } = useTranslation()
  if (products.length === 0) {
    return (
      <div className="card px-5 py-12">
        <EmptyState icon={PackageSearch} text={t('shop.empty')}>
          <button type="button" className="btn-primary" onClick={onClear}>
            {t('shop.filters.clearAll')}
          </button>
        </EmptyState>
      </div>
    )
  }
  return (
    <>
      <h2 className="sr-only">{t('shop.productsHeading')}</h2>
      <ul
        aria-busy={busy}
        className={`grid gap-6 transition-opacity ${busy ? 'opacity-60' : ''} ${view === 'list' ? 'grid-cols-1' : 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3'}`}
      >
        {products.map((p) => (
          <li key={p.id} className="grid">
            <ProductCard product={p} view={view} />
          </li>
        ))}
      </ul>
      <div className="card px-5 py-4">
        <Pager page={page} perPage={perPage} total={total} shown={products.length} onPage={onPage} labels={pagerLabels()} lang={i18n.language} />
      </div>
    </>
  )
}
