import { FilterSelect } from '@/Components/DataTable'
import type { Brand, Category } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import type { ProductFilter } from './types'

interface ProductFiltersProps {
  filter: ProductFilter
  categories: Category[]
  brands: Brand[]
  onChange: (patch: Partial<ProductFilter>) => void
}

/** The four filters above the catalogue: category, brand, published or hidden, stock out or low. */
export default function ProductFilters({ filter, categories, brands, onChange }: ProductFiltersProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        label={t('shopAdmin.products.filters.category')}
        value={filter.category}
        allLabel={t('shopAdmin.products.filters.allCategories')}
        options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label={t('shopAdmin.products.filters.brand')}
        value={filter.brand}
        allLabel={t('shopAdmin.products.filters.allBrands')}
        options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
        onChange={(brand) => onChange({ brand })}
      />
      <FilterSelect
        label={t('shopAdmin.products.filters.published')}
        value={filter.published}
        allLabel={t('shopAdmin.products.filters.anyPublished')}
        options={[
          { value: '1', label: t('shopAdmin.products.filters.publishedOnly') },
          { value: '0', label: t('shopAdmin.products.filters.hiddenOnly') },
        ]}
        onChange={(published) => onChange({ published })}
      />
      <FilterSelect
        label={t('shopAdmin.products.filters.stock')}
        value={filter.stock}
        allLabel={t('shopAdmin.products.filters.anyStock')}
        options={[
          { value: 'low', label: t('shopAdmin.products.filters.stockLow') },
          { value: 'out', label: t('shopAdmin.products.filters.stockOut') },
        ]}
        onChange={(stock) => onChange({ stock })}
      />
    </div>
  )
}
