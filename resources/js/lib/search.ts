import { useMemo } from 'react'
import type { Bookmark } from './bookmarks'
import { getJSON } from './http'
import { useTranslation } from './i18n'
import { useDebouncedSearch } from './useDebouncedSearch'

export interface FileResult {
  title: string
  by: string
  size: string
  file: string
  link: string
}

export interface ContactResult {
  id: number
  title: string
  email: string
  img: string
  date: string
  link: string
}

/** An article of the knowledge base or a post of the blog. */
export interface ArticleResult {
  kind: 'article' | 'post'
  title: string
  excerpt: string
  /** The knowledge base's category of an article. */
  section?: string
  link: string
}

export type SearchItem = Bookmark | FileResult | ContactResult | ArticleResult

/** One group of GET /api/main-search/data (Pages, Files, Contacts, Articles), already filtered by q. */
export interface SearchGroup {
  groupTitle: string
  searchLimit: number
  data: SearchItem[]
}

export interface SearchResult {
  /** The query these results answer. */
  query: string
  groups: SearchGroup[]
  failed: boolean
}

/** The i18n key of a group title the server sends in English. */
export function groupKey(groupTitle: string): string {
  return `search.${groupTitle.toLowerCase()}`
}

/**
 * Results for the text typed, fetched `delay` ms after the last keystroke (a
 * newer query cancels the call in flight). null for an empty query. `loading`
 * while the shown results answer an older query.
 */
export function useSearch(query: string, delay = 150): { result: SearchResult | null; loading: boolean } {
  const { i18n } = useTranslation()
  const lng = i18n.language
  const q = query.trim()
  const found = useDebouncedSearch(
    q,
    (query, signal) =>
      getJSON<{ searchArr?: SearchGroup[] }>(`/api/main-search/data?q=${encodeURIComponent(query)}&lng=${encodeURIComponent(lng)}`, signal).then((body) =>
        (body.searchArr ?? []).map((g) => ({ ...g, data: (g.data ?? []).slice(0, g.searchLimit || 4) })),
      ),
    { delay, enabled: q !== '', key: lng },
  )
  const result = useMemo<SearchResult | null>(() => found && { query: found.query, groups: found.value ?? [], failed: found.failed }, [found])

  if (!q) return { result: null, loading: false }
  return { result, loading: result?.query !== q }
}
