import { useCallback, useEffect, useMemo, useState } from 'react'

/**
 * The rows a person ticked, by id: kept while they page and sort through one
 * search, forgotten when the search changes (the rows ticked may no longer be
 * in it). At most `max` rows (what one export of a selection takes).
 */
export function useSelection(scope: string, max: number) {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set())
  useEffect(() => setIds(new Set()), [scope])

  const toggle = useCallback(
    (id: number) =>
      setIds((prev) => {
        const next = new Set(prev)
        if (next.has(id)) next.delete(id)
        else if (next.size < max) next.add(id)
        return next
      }),
    [max],
  )

  /** Ticks every row of the page, or unticks them all when all are ticked already. */
  const togglePage = useCallback(
    (page: readonly number[]) =>
      setIds((prev) => {
        const next = new Set(prev)
        if (page.length > 0 && page.every((id) => prev.has(id))) page.forEach((id) => next.delete(id))
        else for (const id of page) if (next.size < max) next.add(id)
        return next
      }),
    [max],
  )

  const clear = useCallback(() => setIds(new Set()), [])
  const list = useMemo(() => [...ids], [ids])
  return { ids, list, toggle, togglePage, clear }
}

/** The state of a page's "select all" box: all, some (indeterminate) or none of its rows ticked. */
export function pageState(page: readonly number[], ids: ReadonlySet<number>): 'all' | 'some' | 'none' {
  const ticked = page.filter((id) => ids.has(id)).length
  if (ticked === 0) return 'none'
  return ticked === page.length ? 'all' : 'some'
}
