import { Link } from '@inertiajs/react'
import { ExternalLink, Package, PackageSearch, Pencil, Trash2 } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import Price from '@/Components/Shop/Price'
import ProductImage from '@/Components/Shop/ProductImage'
import type { Product } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { paths } from './listState'
import PublishedBadge from './PublishedBadge'
import StockBadge from './StockBadge'
import type { ProductFilter } from './types'

interface ProductsTableProps {
  products: Product[]
  filter: ProductFilter
  filtered: boolean
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  /** Absent for who only reads the catalogue: no edit or delete. */
  onDelete?: (product: Product) => void
}

const action =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text'

/** The catalogue's page of products: picture and name, category, brand, price, stock, shop state and actions. */
export default function ProductsTable({ products, filter, filtered, busy, onSort, onClearFilters, onDelete }: ProductsTableProps) {
  const { t } = useTranslation()
  const canEdit = onDelete !== undefined
  const columns: Column<Product>[] = [
    {
      id: 'name',
      header: t('shopAdmin.products.columns.name'),
      sortable: true,
      rowHeader: true,
      className: 'min-w-64',
      cell: (p) => (
        <span className="flex items-center gap-3">
          <ProductImage src={p.image} alt="" className="size-10 shrink-0 rounded-md border border-line" />
          <span className="min-w-0">
            {canEdit ? (
              <Link href={paths.editProduct(p.id)} className="link font-medium">
                {p.name}
              </Link>
            ) : (
              <span className="font-medium text-heading">{p.name}</span>
            )}
            <span dir="ltr" className="block truncate text-xs text-muted">
              {p.slug}
            </span>
          </span>
        </span>
      ),
    },
    { id: 'category', header: t('shopAdmin.products.columns.category'), cell: (p) => p.categoryName },
    { id: 'brand', header: t('shopAdmin.products.columns.brand'), className: 'max-md:hidden', cell: (p) => p.brand },
    { id: 'price', header: t('shopAdmin.products.columns.price'), sortable: true, className: 'text-end!', cell: (p) => <Price cents={p.price} className="font-medium text-heading" /> },
    { id: 'stock', header: t('shopAdmin.products.columns.stock'), sortable: true, cell: (p) => <StockBadge product={p} /> },
    { id: 'published', header: t('shopAdmin.products.columns.published'), cell: (p) => <PublishedBadge published={p.published} /> },
    {
      id: 'actions',
      header: t('shopAdmin.products.columns.actions'),
      cell: (p) => (
        <span className="flex items-center gap-0.5">
          {p.published && (
            <Link href={paths.shopProduct(p.slug)} aria-label={t('shopAdmin.products.viewOf', { name: p.name })} title={t('shopAdmin.products.view')} className={action}>
              <ExternalLink className="size-4.5" aria-hidden="true" />
            </Link>
          )}
          {canEdit && (
            <>
              <Link href={paths.editProduct(p.id)} aria-label={t('shopAdmin.products.editOf', { name: p.name })} title={t('shopAdmin.products.edit')} className={action}>
                <Pencil className="size-4.5" aria-hidden="true" />
              </Link>
              <button type="button" onClick={() => onDelete(p)} aria-label={t('shopAdmin.products.deleteOf', { name: p.name })} title={t('shopAdmin.products.delete')} className={`${action} hover:text-danger`}>
                <Trash2 className="size-4.5" aria-hidden="true" />
              </button>
            </>
          )}
        </span>
      ),
    },
  ]

  const empty = filtered ? (
    <EmptyState icon={PackageSearch} text={filter.q ? t('shopAdmin.products.empty.search', { q: filter.q }) : t('shopAdmin.products.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('shopAdmin.clearFilters')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Package} text={t('shopAdmin.products.empty.none')} />
  )

  return <DataTable label={t('shopAdmin.products.table')} columns={columns} rows={products} rowKey={(p) => p.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
