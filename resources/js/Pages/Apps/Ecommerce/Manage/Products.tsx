import { Head } from '@inertiajs/react'
import { useEffect, useMemo } from 'react'
import { Pager, pageCount, useNavigating } from '@/Components/DataTable'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import { pagerLabels, refused } from '@/Components/ShopAdmin/labels'
import ListToolbar from '@/Components/ShopAdmin/ListToolbar'
import { paths } from '@/Components/ShopAdmin/listState'
import { productFilterOf, productsFiltered, useProductList } from '@/Components/ShopAdmin/productList'
import ProductFilters from '@/Components/ShopAdmin/ProductFilters'
import ProductsTable from '@/Components/ShopAdmin/ProductsTable'
import { PRODUCT_PER_PAGE, type ProductsPageProps } from '@/Components/ShopAdmin/types'
import type { Product } from '@/Components/Shop/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

/**
 * The catalogue for staff: filters (category, brand, published, stock),
 * search, sortable columns and a pager, all in the URL and answered by the
 * server. Who manages the catalogue adds, edits and deletes products (a
 * product already ordered is unpublished instead: the server's flash says so).
 */
export default function ManageProducts({ products, total, page, perPage, filters, categories, brands }: ProductsPageProps) {
  const { t, i18n } = useTranslation()
  const canEdit = useAbility().can('manage', 'Ecommerce')
  const filter = useMemo(() => productFilterOf(filters, page, perPage), [filters, page, perPage])
  const { visit, sort } = useProductList(filter)
  const busy = useNavigating()
  const rows = products ?? []
  const remover = useConfirmDelete((p: Product) => paths.product(p.id), refused)

  // A page past the end (the last row of the last page was deleted): the last page that exists.
  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, true)
  }, [rows.length, total, filter.page, pages, visit])

  return (
    <>
      <Head title={t('shopAdmin.products.pageTitle')} />
      <section aria-labelledby="products-title" className="card min-w-0">
        <div className="border-b border-line px-5 py-4">
          <h1 id="products-title" className="mb-4 text-lg font-semibold text-heading">
            {t('shopAdmin.products.heading')}
          </h1>
          <ProductFilters filter={filter} categories={categories ?? []} brands={brands ?? []} onChange={visit} />
        </div>
        <ListToolbar
          perPage={filter.perPage}
          perPages={PRODUCT_PER_PAGE}
          q={filter.q}
          onChange={visit}
          searchLabel={t('shopAdmin.products.search')}
          searchPlaceholder={t('shopAdmin.products.searchPlaceholder')}
          add={canEdit ? { href: paths.newProduct, label: t('shopAdmin.products.add') } : undefined}
        />
        <ProductsTable
          products={rows}
          filter={filter}
          filtered={productsFiltered(filter)}
          busy={busy}
          onSort={sort}
          onClearFilters={() => visit({ q: '', category: '', brand: '', published: '', stock: '' })}
          onDelete={canEdit ? remover.ask : undefined}
        />
        <div className="border-t border-line px-5 py-4">
          <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels('products')} lang={i18n.language} />
        </div>
      </section>
      <ConfirmDialog
        cancelLabel={t('shopAdmin.cancel')}
        open={remover.open}
        title={t('shopAdmin.products.deleteTitle', { name: remover.target?.name ?? '' })}
        body={t('shopAdmin.products.deleteBody')}
        confirmLabel={t('shopAdmin.products.delete')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
