import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { SORTS, type ShopState } from './shopState'
import type { ShopFilters } from './types'

interface ShopToolbarProps {
  filters: ShopFilters
  total: number
  page: number
  onChange: (patch: Partial<ShopState>, replace?: boolean) => void
  /** Opens the filters' drawer (small screens). */
  onOpenFilters: () => void
}

const viewButton =
  'inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-text transition-colors hover:bg-primary/10 aria-pressed:bg-primary/12 aria-pressed:text-primary-text'

/** Above the products: the search, how many match, the sort, grid or list, and (on small screens) the filters' button. */
export default function ShopToolbar({ filters, total, page, onChange, onOpenFilters }: ShopToolbarProps) {
  const { t, i18n } = useTranslation()
  const sortOptions = SORTS.map((s) => ({ value: s, label: t(`shop.sort.${s}`) }))
  return (
    <div className="card flex flex-wrap items-center gap-3 p-4">
      <SearchInput value={filters.q} onSearch={(q) => onChange({ q }, true)} label={t('shop.search')} placeholder={t('shop.searchPlaceholder')} className="min-w-48 flex-1" />
      <p className="text-sm whitespace-nowrap text-muted" aria-live="polite">
        {tCount('shop.results', total, { n: formatNumber(total, i18n.language) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <FilterSelect layout="hidden" label={t('shop.sort.label')} value={filters.sortBy} options={sortOptions} onChange={(sortBy) => onChange({ sortBy: sortBy as ShopFilters['sortBy'] })} className="min-w-44" />
        <div role="group" aria-label={t('shop.view.label')} className="flex gap-1">
          <button type="button" className={viewButton} aria-pressed={filters.view === 'grid'} aria-label={t('shop.view.grid')} title={t('shop.view.grid')} onClick={() => onChange({ view: 'grid', page })}>
            <LayoutGrid className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={viewButton} aria-pressed={filters.view === 'list'} aria-label={t('shop.view.list')} title={t('shop.view.list')} onClick={() => onChange({ view: 'list', page })}>
            <List className="size-5" aria-hidden="true" />
          </button>
        </div>
        <button type="button" className="btn-outline px-3 lg:hidden" onClick={onOpenFilters}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('shop.filters.title')}
        </button>
      </div>
    </div>
  )
}
