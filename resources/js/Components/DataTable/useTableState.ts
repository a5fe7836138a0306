import { router } from '@inertiajs/react'
import { useCallback } from 'react'
import { changeState, toQuery, toggleSort, type PagedState, type TableState } from './query'

interface VisitOptions {
  /** Replace the history entry (the search box's keystrokes) instead of adding one. */
  replace?: boolean
}

/**
 * The state of a server-driven table and the way to change it: every change is
 * an Inertia visit to `path` with the new query (the server filters, sorts and
 * pages), keeping the page's component state and the scroll position.
 */
export function useTableState<S extends TableState & PagedState>(path: string, state: S, defaults: S, descFirst: readonly string[] = []) {
  const visit = useCallback(
    (patch: Partial<S>, { replace = false }: VisitOptions = {}) =>
      router.get(path, toQuery(changeState(state, patch), defaults), { preserveState: true, preserveScroll: true, replace }),
    [path, state, defaults],
  )
  const sort = useCallback((column: string) => visit(toggleSort(state, column, descFirst) as Partial<S>), [visit, state, descFirst])
  return { state, visit, sort }
}
