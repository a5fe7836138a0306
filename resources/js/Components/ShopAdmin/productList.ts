/**
 * The catalogue list's state: /apps/ecommerce/manage/products?q=&category=&brand=&published=1|0&stock=out|low&sort=&page=&perPage=
 * The server sorts by one name (featured, price-asc, price-desc, name, stock);
 * the table shows it as a column and a direction.
 */
import { router } from '@inertiajs/react'
import { useCallback } from 'react'
import { changeState, toQuery } from '@/Components/DataTable'
import { PRODUCTS_PATH, text } from './listState'
import { PRODUCT_PER_PAGE, PRODUCT_SORTS, type ProductFilter, type ProductServerFilter } from './types'

/** The server's defaults: nine a page, the newest first. */
const SERVER_DEFAULTS = Object.freeze({ q: '', category: '', brand: '', published: '', stock: '', sort: 'featured', page: 1, perPage: 9 })

/** A server sort as a column and a direction. */
const COLUMN_OF: Record<string, Pick<ProductFilter, 'sortBy' | 'sortDesc'>> = {
  featured: { sortBy: 'featured', sortDesc: true },
  'price-asc': { sortBy: 'price', sortDesc: false },
  'price-desc': { sortBy: 'price', sortDesc: true },
  name: { sortBy: 'name', sortDesc: false },
  stock: { sortBy: 'stock', sortDesc: false },
}

/** A column and a direction as the server's sort. */
export function serverSort({ sortBy, sortDesc }: Pick<ProductFilter, 'sortBy' | 'sortDesc'>): string {
  if (sortBy === 'price') return sortDesc ? 'price-desc' : 'price-asc'
  return (PRODUCT_SORTS as readonly string[]).includes(sortBy) ? sortBy : 'featured'
}

/** The list's state from the page's props (the server's filter, page and page size). */
export function productFilterOf(filters: Partial<ProductServerFilter> | undefined, page: number | undefined, perPage: number | undefined): ProductFilter {
  const f = filters ?? {}
  return {
    q: text(f.q),
    category: text(f.category),
    brand: f.brands && f.brands.length > 0 ? String(f.brands[0]) : '',
    published: f.published === true ? '1' : f.published === false ? '0' : '',
    stock: f.stock === 'out' || f.stock === 'low' ? f.stock : '',
    page: Math.max(1, Number(page) || 1),
    perPage: (PRODUCT_PER_PAGE as readonly number[]).includes(Number(perPage)) ? Number(perPage) : SERVER_DEFAULTS.perPage,
    ...(COLUMN_OF[text(f.sort)] ?? COLUMN_OF.featured!),
  }
}

/** The query of a state: what differs from the server's defaults. */
export function productQuery(f: ProductFilter): Record<string, string> {
  const { sortBy, sortDesc, ...rest } = f
  return toQuery({ ...rest, sort: serverSort({ sortBy, sortDesc }) }, SERVER_DEFAULTS, [])
}

/**
 * Clicking a column's header: price flips between cheapest and dearest first;
 * name (A→Z) and stock (fewest first) go one way, and a second click goes
 * back to the newest first.
 */
export function nextSort(f: Pick<ProductFilter, 'sortBy' | 'sortDesc'>, column: string): Pick<ProductFilter, 'sortBy' | 'sortDesc'> {
  if (column === 'price') return { sortBy: 'price', sortDesc: f.sortBy === 'price' ? !f.sortDesc : false }
  return f.sortBy === column ? COLUMN_OF.featured! : { sortBy: column, sortDesc: false }
}

/** The list's changes, each a visit of the list with the new query (back to page 1 unless the page changes). */
export function useProductList(filter: ProductFilter) {
  const visit = useCallback(
    (patch: Partial<ProductFilter>, replace = false) =>
      router.get(PRODUCTS_PATH, productQuery(changeState(filter, patch)), { preserveState: true, preserveScroll: true, replace }),
    [filter],
  )
  const sort = useCallback((column: string) => visit(nextSort(filter, column)), [visit, filter])
  return { visit, sort }
}

export const productsFiltered = (f: ProductFilter) => Boolean(f.q || f.category || f.brand || f.published || f.stock)
