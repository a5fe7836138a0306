/**
 * A server-driven list's state lives in its URL: the filters, the search, the
 * sort and the page are query parameters, the server reads them and answers the
 * rows. These helpers turn a state into a query and back, and say what a change
 * of the state does to the page number.
 */

/** A list's state: flat values, as a query string holds them. */
export type TableState = Record<string, string | number | boolean>

/** The parts every table has. */
export interface PagedState {
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

function same(a: string | number | boolean | undefined, b: string | number | boolean | undefined): boolean {
  return String(a ?? '') === String(b ?? '')
}

/** Keys that mean something only together: the sort's column and its direction. */
export const SORT_PAIR = ['sortBy', 'sortDesc'] as const

/**
 * The query of a state: every value that differs from its default, strings
 * trimmed, empty strings left out. A shared or reloaded link gives the server
 * the same state back, and the defaults keep the address short. The keys of a
 * group (`together`) go all or none: a server reads a sort's direction with
 * its column, so "by name, Z→A" cannot lose its direction for being the
 * default direction of "by id".
 */
export function toQuery<S extends TableState>(state: S, defaults: S, together: readonly (readonly string[])[] = [SORT_PAIR]): Record<string, string> {
  const clean = (raw: S[string]) => (typeof raw === 'string' ? raw.trim() : raw)
  const differs = (key: string) => key in state && clean(state[key] as S[string]) !== '' && !same(clean(state[key] as S[string]), defaults[key])
  const out: Record<string, string> = {}
  for (const [key, raw] of Object.entries(state)) {
    const value = clean(raw as S[string])
    const group = together.find((g) => g.includes(key))
    const wanted = group ? group.some(differs) : differs(key)
    if (!wanted || value === '') continue
    out[key] = String(value)
  }
  return out
}

/** The query as a string ('' or 'q=…&page=2'), for plain links (exports). */
export function queryString(query: Record<string, string>): string {
  return new URLSearchParams(query).toString()
}

/** A state read from a query string, each value typed like its default; unknown keys are ignored. */
export function fromQuery<S extends TableState>(search: string | URLSearchParams, defaults: S): S {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const out: TableState = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key)
    if (raw === null) continue
    if (typeof fallback === 'number') {
      const n = Number.parseInt(raw, 10)
      if (Number.isFinite(n) && n > 0) out[key] = n
    } else if (typeof fallback === 'boolean') {
      if (raw === 'true' || raw === 'false') out[key] = raw === 'true'
    } else out[key] = raw
  }
  return out as S
}

/**
 * The state after a change. Anything but the page number sends the list back
 * to its first page: page 7 of another filter or sort is another list.
 */
export function changeState<S extends TableState>(state: S, patch: Partial<S>): S {
  const next = { ...state, ...patch }
  const keys = Object.keys(patch).filter((k) => !same(patch[k], state[k]))
  if (keys.length > 0 && !keys.every((k) => k === 'page') && 'page' in state) (next as TableState).page = 1
  return next
}

/**
 * Clicking a column's header: the same column flips its direction; another
 * column starts ascending (A→Z), or descending for those listed in `descFirst`
 * (newest first by id).
 */
export function toggleSort(sort: Pick<PagedState, 'sortBy' | 'sortDesc'>, column: string, descFirst: readonly string[] = []): Pick<PagedState, 'sortBy' | 'sortDesc'> {
  if (sort.sortBy === column) return { sortBy: column, sortDesc: !sort.sortDesc }
  return { sortBy: column, sortDesc: descFirst.includes(column) }
}

/** The aria-sort of a column's header. */
export function ariaSort(sort: Pick<PagedState, 'sortBy' | 'sortDesc'>, column: string): 'ascending' | 'descending' | 'none' {
  if (sort.sortBy !== column) return 'none'
  return sort.sortDesc ? 'descending' : 'ascending'
}

/**
 * A list's filter as the page got it, completed with the defaults and its
 * paging and sort checked (an older server or a hand-typed address may send
 * anything): a page from 1, a page size among `perPages`, a sort among `sorts`.
 */
export function normalizePaged<S extends PagedState>(filter: Partial<S> | undefined, defaults: S, perPages: readonly number[], sorts: readonly string[]): S {
  const f = { ...defaults, ...filter }
  return {
    ...f,
    page: Math.max(1, Number(f.page) || 1),
    perPage: perPages.includes(Number(f.perPage)) ? Number(f.perPage) : defaults.perPage,
    sortBy: sorts.includes(String(f.sortBy)) ? String(f.sortBy) : defaults.sortBy,
    sortDesc: f.sortDesc === true || String(f.sortDesc) === 'true',
  }
}
