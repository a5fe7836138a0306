import { router } from '@inertiajs/react'
import { useEffect, useRef, useState, type RefObject } from 'react'

/** What a search fetched: the text it answers, and the answer (null when the call failed). */
export interface Found<T> {
  query: string
  value: T | null
  failed: boolean
}

interface SearchOptions {
  /** Wait after the last keystroke, in ms. */
  delay?: number
  /** false: no call (a closed picker); what was found stays. */
  enabled?: boolean
  /** Anything else the answer depends on (the UI language): a change asks again. */
  key?: string
}

/**
 * A search on the server as the person types: `fetcher(query, signal)` runs
 * `delay` ms after the last change, and a newer query cancels the call in
 * flight. Returns the last answer (which may be for an older query: compare
 * `found.query`), null before the first one. A failed call answers
 * `{ value: null, failed: true }`; a cancelled one answers nothing.
 */
export function useDebouncedSearch<T>(query: string, fetcher: (query: string, signal: AbortSignal) => Promise<T>, options: SearchOptions = {}): Found<T> | null {
  const { delay = 200, enabled = true, key = '' } = options
  const [found, setFound] = useState<Found<T> | null>(null)
  const latest = useRef(fetcher)
  useEffect(() => {
    latest.current = fetcher
  })

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const id = window.setTimeout(() => {
      latest
        .current(query, controller.signal)
        .then((value) => setFound({ query, value, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setFound({ query, value: null, failed: true })
        })
    }, delay)
    return () => {
      window.clearTimeout(id)
      controller.abort()
    }
  }, [query, enabled, delay, key])

  return found
}

/**
 * A search box bound to a list (the URL's `?q=`, a panel's lists): `commit`
 * gets the trimmed text `delay` ms after the last keystroke, unless it is what
 * was last committed. Returns that last committed text (`initial` at first),
 * which the caller may set when the list changed without the box (Back).
 */
export function useDebouncedQuery(text: string, commit: (query: string) => void, delay: number, initial: string): RefObject<string> {
  const sent = useRef(initial.trim())
  const latest = useRef(commit)
  useEffect(() => {
    latest.current = commit
  })

  useEffect(() => {
    const query = text.trim()
    if (query === sent.current.trim()) return
    const id = window.setTimeout(() => {
      sent.current = query
      latest.current(query)
    }, delay)
    // Someone who types and at once opens a result (or any other page) goes
    // there: the search still waiting must not pull them back to the list.
    const off = router.on('before', (event) => {
      if (event.detail.visit.url.pathname !== window.location.pathname) window.clearTimeout(id)
    })
    return () => {
      window.clearTimeout(id)
      off()
    }
  }, [text, delay])

  return sent
}
