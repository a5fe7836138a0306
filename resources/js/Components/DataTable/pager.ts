/** The maths of a pager: how many pages, which rows are shown, which page links to offer. */

/** How many pages `total` rows make; at least 1, so an empty list still has its page. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage))
}

/** The rows shown, 1-based and inclusive ("Showing 11 to 20 of 35"); {0, 0} when there are none. */
export function pageRange(page: number, perPage: number, total: number, shown?: number): { from: number; to: number } {
  if (total <= 0 || page < 1) return { from: 0, to: 0 }
  const from = (page - 1) * perPage + 1
  if (from > total) return { from: 0, to: 0 }
  const to = Math.min(total, page * perPage, shown === undefined ? Infinity : from + shown - 1)
  return { from, to }
}

export type PageItem = number | 'gap'

/**
 * The page links: always the first and the last, the current one with
 * `siblings` on each side, and a gap where pages are left out. A gap never
 * hides a single page (that page is shown instead), so the list keeps one
 * length while the current page moves: 1 … 4 5 6 … 20.
 */
export function pageItems(current: number, count: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5 // first, last, current, siblings, two gaps
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1)
  const page = Math.min(Math.max(1, current), count)
  let start = Math.max(2, page - siblings)
  let end = Math.min(count - 1, page + siblings)
  // Near an edge, the window grows on the other side instead of making a gap of one.
  if (start <= 3) {
    start = 2
    end = slots - 2
  } else if (end >= count - 2) {
    end = count - 1
    start = count - slots + 3
  }
  const items: PageItem[] = [1]
  if (start > 2) items.push('gap')
  for (let p = start; p <= end; p++) items.push(p)
  if (end < count - 1) items.push('gap')
  items.push(count)
  return items
}
