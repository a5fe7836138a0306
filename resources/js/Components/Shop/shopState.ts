import { router } from '@inertiajs/react'
import { paths } from './actions'
import type { ShopFilters, SortBy } from './types'

/**
 * The shop's state lives in its URL (the server reads it and answers the
 * products): `?q&sortBy&category&brand=…&brand=…&priceMin&priceMax&rating&freeShipping=1&inStock=1&view=list&page`.
 * Defaults are left out, so a plain /apps/ecommerce/shop is the first page of everything.
 */

export const SORTS: SortBy[] = ['featured', 'price-asc', 'price-desc']

export const NO_FILTERS: ShopFilters = {
  q: '',
  sortBy: 'featured',
  category: '',
  brands: [],
  priceMin: null,
  priceMax: null,
  rating: null,
  freeShipping: false,
  inStock: false,
  view: 'grid',
}

/** The state of a visit: the filters and the page. */
export type ShopState = ShopFilters & { page: number }

/** A price range of the filters' radio list, in cents (inclusive bounds; null: open). */
export interface PriceRange {
  key: string
  min: number | null
  max: number | null
}

export const PRICE_RANGES: PriceRange[] = [
  { key: 'all', min: null, max: null },
  { key: 'upTo10', min: null, max: 1000 },
  { key: 'from10to50', min: 1000, max: 5000 },
  { key: 'from50to100', min: 5000, max: 10000 },
  { key: 'from100to500', min: 10000, max: 50000 },
  { key: 'from500', min: 50000, max: null },
]

/** The range these bounds make, or undefined for other bounds (the slider's). */
export function rangeOf(min: number | null, max: number | null): PriceRange | undefined {
  return PRICE_RANGES.find((r) => r.min === min && r.max === max)
}

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : null)

/** The filters as the page got them, completed and checked (a hand-typed address or an older server may send anything). */
export function normalizeFilters(raw: Partial<ShopFilters> | undefined): ShopFilters {
  const f = { ...NO_FILTERS, ...raw }
  const rating = count(f.rating)
  return {
    q: typeof f.q === 'string' ? f.q : '',
    sortBy: SORTS.includes(f.sortBy) ? f.sortBy : 'featured',
    category: typeof f.category === 'string' ? f.category : '',
    brands: Array.isArray(f.brands) ? f.brands.filter((b) => Number.isInteger(b)) : [],
    priceMin: count(f.priceMin),
    priceMax: count(f.priceMax),
    rating: rating !== null && rating >= 1 && rating <= 4 ? rating : null,
    freeShipping: f.freeShipping === true,
    inStock: f.inStock === true,
    view: f.view === 'list' ? 'list' : 'grid',
  }
}

/** The query string of a state ('' for the defaults), in the contract's names. */
export function shopQuery(s: ShopState): string {
  const q = new URLSearchParams()
  if (s.q.trim()) q.set('q', s.q.trim())
  if (s.sortBy !== 'featured') q.set('sortBy', s.sortBy)
  if (s.category) q.set('category', s.category)
  for (const b of s.brands) q.append('brand', String(b))
  if (s.priceMin !== null) q.set('priceMin', String(s.priceMin))
  if (s.priceMax !== null) q.set('priceMax', String(s.priceMax))
  if (s.rating !== null) q.set('rating', String(s.rating))
  if (s.freeShipping) q.set('freeShipping', '1')
  if (s.inStock) q.set('inStock', '1')
  if (s.view === 'list') q.set('view', 'list')
  if (s.page > 1) q.set('page', String(s.page))
  return q.toString()
}

/** Whether anything narrows the list (the search aside). */
export function isFiltered(f: ShopFilters): boolean {
  return f.category !== '' || f.brands.length > 0 || f.priceMin !== null || f.priceMax !== null || f.rating !== null || f.freeShipping || f.inStock
}

/** The filters cleared; the search too when `search`. The sort and the view stay. */
export function cleared(f: ShopFilters, search = false): Partial<ShopState> {
  const { sortBy, view, q } = f
  return { ...NO_FILTERS, sortBy, view, q: search ? '' : q }
}

/**
 * Changes the shop's state: a GET visit to the new URL keeping the page's
 * state and scroll. Any change but the page's goes back to page 1; `replace`
 * (the search box's keystrokes, the slider) replaces the history entry.
 * Answers the new state.
 */
export function visitShop(state: ShopState, patch: Partial<ShopState>, replace = false): ShopState {
  const next = { ...state, ...patch, page: patch.page ?? 1 }
  const query = shopQuery(next)
  router.get(query ? `${paths.shop}?${query}` : paths.shop, {}, { preserveState: true, preserveScroll: true, replace })
  return next
}
