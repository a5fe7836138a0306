import { FilterX, Star } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import PriceFilter from './PriceFilter'
import { cleared, isFiltered, type ShopState } from './shopState'
import type { Brand, Category, PriceBounds, ShopFilters } from './types'

interface FilterPanelProps {
  filters: ShopFilters
  categories: Category[]
  brands: Brand[]
  priceBounds: PriceBounds
  onChange: (patch: Partial<ShopState>, replace?: boolean) => void
}

const RATINGS = [4, 3, 2, 1]

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-4">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-heading">{legend}</legend>
      <div className="clear-both grid gap-1.5">{children}</div>
    </fieldset>
  )
}

function Choice({ type, name, checked, onChange, children }: { type: 'radio' | 'checkbox'; name?: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type={type} name={name} className="form-check" checked={checked} onChange={onChange} />
      {children}
    </label>
  )
}

/** The shop's filters: price, category, brands, rating, free shipping, in stock, and "Clear filters". */
export default function FilterPanel({ filters: f, categories, brands, priceBounds, onChange }: FilterPanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const toggleBrand = (brand: number) => onChange({ brands: f.brands.includes(brand) ? f.brands.filter((b) => b !== brand) : [...f.brands, brand] })
  return (
    <div className="grid gap-4">
      <PriceFilter min={f.priceMin} max={f.priceMax} bounds={priceBounds} onChange={(priceMin, priceMax, replace) => onChange({ priceMin, priceMax }, replace)} />

      <Group legend={t('shop.filters.category')}>
        <Choice type="radio" name={`${id}-category`} checked={f.category === ''} onChange={() => onChange({ category: '' })}>
          {t('shop.filters.allCategories')}
        </Choice>
        {categories.map((c) => (
          <Choice key={c.id} type="radio" name={`${id}-category`} checked={f.category === c.slug} onChange={() => onChange({ category: c.slug })}>
            {c.name}
          </Choice>
        ))}
      </Group>

      {brands.length > 0 && (
        <Group legend={t('shop.filters.brands')}>
          {brands.map((b) => (
            <Choice key={b.id} type="checkbox" checked={f.brands.includes(b.id)} onChange={() => toggleBrand(b.id)}>
              {b.name}
            </Choice>
          ))}
        </Group>
      )}

      <Group legend={t('shop.filters.rating')}>
        <Choice type="radio" name={`${id}-rating`} checked={f.rating === null} onChange={() => onChange({ rating: null })}>
          {t('shop.filters.anyRating')}
        </Choice>
        {RATINGS.map((n) => (
          <Choice key={n} type="radio" name={`${id}-rating`} checked={f.rating === n} onChange={() => onChange({ rating: n })}>
            <span className="inline-flex gap-0.5" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((s) => (
                <Star key={s} className={`size-4 ${s <= n ? 'fill-warning text-warning' : 'text-line'}`} />
              ))}
            </span>
            <span className="sr-only">{tCount('shop.filters.starsAndUp', n)}</span>
            <span aria-hidden="true">{t('shop.filters.andUp')}</span>
          </Choice>
        ))}
      </Group>

      <Group legend={t('shop.filters.more')}>
        <Choice type="checkbox" checked={f.freeShipping} onChange={() => onChange({ freeShipping: !f.freeShipping })}>
          {t('shop.freeShipping')}
        </Choice>
        <Choice type="checkbox" checked={f.inStock} onChange={() => onChange({ inStock: !f.inStock })}>
          {t('shop.filters.inStock')}
        </Choice>
      </Group>

      <button type="button" className="btn-outline w-full" disabled={!isFiltered(f)} onClick={() => onChange(cleared(f))}>
        <FilterX className="size-4" aria-hidden="true" />
        {t('shop.filters.clear')}
      </button>
    </div>
  )
}
