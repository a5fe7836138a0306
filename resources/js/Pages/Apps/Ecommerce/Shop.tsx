import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { pageCount, useNavigating } from '@/Components/DataTable'
import Drawer from '@/Components/Form/Drawer'
import FilterPanel from '@/Components/Shop/FilterPanel'
import FiltersDrawer from '@/Components/Shop/FiltersDrawer'
import ProductResults from '@/Components/Shop/ProductResults'
import ShopToolbar from '@/Components/Shop/ShopToolbar'
import { cleared, normalizeFilters, visitShop, type ShopState } from '@/Components/Shop/shopState'
import type { ShopPageProps } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'

const NO_BOUNDS = { min: 0, max: 0 }

/**
 * The shop: a search, the sort, grid or list, 9 products a page and filters
 * (a sidebar; a drawer on small screens) answered by the server, all in the URL.
 */
export default function Shop({ products, total, page, perPage, filters: raw, categories, brands, priceBounds }: ShopPageProps) {
  const { t } = useTranslation()
  const filters = useMemo(() => normalizeFilters(raw), [raw])
  const state = useMemo<ShopState>(() => ({ ...filters, page: page || 1 }), [filters, page])
  // A choice shows at once (a checked radio), before the server's answer brings
  // the products; quick choices build on each other, not on the last answer.
  const [shown, setShown] = useState(state)
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
    setShown(state)
  }, [state])
  const visit = useCallback((patch: Partial<ShopState>, replace = false) => {
    latest.current = visitShop(latest.current, patch, replace)
    setShown(latest.current)
  }, [])
  const busy = useNavigating()
  const [drawer, setDrawer] = useState(false)
  const rows = products ?? []

  // A page past the end (the list shrank meanwhile): the last page that exists.
  const pages = pageCount(total, perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && page > pages) visit({ page: pages }, true)
  }, [rows.length, total, page, pages, visit])

  const panel = <FilterPanel filters={shown} categories={categories ?? []} brands={brands ?? []} priceBounds={priceBounds ?? NO_BOUNDS} onChange={visit} />
  return (
    <>
      <Head title={t('shop.title')} />
      <h1 className="sr-only">{t('shop.title')}</h1>
      <div className="flex items-start gap-6">
        <aside aria-label={t('shop.filters.title')} className="card sticky top-24 hidden w-72 shrink-0 p-5 lg:block">
          <h2 className="mb-4 text-lg font-semibold">{t('shop.filters.title')}</h2>
          {panel}
        </aside>
        <div className="grid min-w-0 flex-1 gap-6">
          <ShopToolbar filters={shown} total={total ?? 0} page={shown.page} onChange={visit} onOpenFilters={() => setDrawer(true)} />
          <ProductResults products={rows} total={total ?? 0} page={state.page} perPage={perPage || 9} view={shown.view} busy={busy} onPage={(p) => visit({ page: p })} onClear={() => visit(cleared(shown, true))} />
        </div>
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)}>
        <FiltersDrawer title={t('shop.filters.title')} closeLabel={t('shop.filters.close')} onClose={() => setDrawer(false)}>
          {panel}
        </FiltersDrawer>
      </Drawer>
    </>
  )
}
