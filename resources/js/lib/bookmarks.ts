import { useCallback, useEffect, useState } from 'react'
import { getJSON, postJSON } from './http'
import { useTranslation } from './i18n'
import { toast } from './toast'

/** A page of the product the user can bookmark (spec §3); title already translated by the server. */
export interface Bookmark {
  id: number
  target: string
  title: string
  icon: string
  link: string
  isBookmarked: boolean
}

export interface BookmarksData {
  suggestions: Bookmark[]
  bookmarks: Bookmark[]
}

/**
 * The navbar's bookmarks: loaded from GET /api/bookmarks/data in the current
 * language (again when it changes); `toggle` stars or unstars one through
 * POST /api/bookmarks/update, which answers the new lists. null until loaded,
 * or when the call fails (the bar then stays empty).
 */
export function useBookmarks() {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const [data, setData] = useState<BookmarksData | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    getJSON<BookmarksData>(`/api/bookmarks/data?lng=${encodeURIComponent(lng)}`, controller.signal)
      .then(setData)
      .catch(() => undefined)
    return () => controller.abort()
  }, [lng])

  const toggle = useCallback(
    async (id: number) => {
      try {
        setData(await postJSON<BookmarksData>(`/api/bookmarks/update?lng=${encodeURIComponent(lng)}`, { id }))
      } catch {
        void toast.error(t('bookmarks.failed'))
      }
    },
    [t, lng],
  )

  return { data, toggle }
}

/**
 * How many of `total` bookmarks fit as icons in `width` pixels, each `item`
 * wide: all of them when they fit, otherwise as many as fit beside the "more"
 * button (`more` wide) that lists the rest. `fallback` when the width is not
 * known (not laid out yet).
 */
export function fitCount(total: number, width: number, item: number, more: number, fallback = 4): number {
  if (!(width > 0)) return Math.min(total, fallback)
  if (total * item <= width) return total
  return Math.max(0, Math.min(total, Math.floor((width - more) / item)))
}
