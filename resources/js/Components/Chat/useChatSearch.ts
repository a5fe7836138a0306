import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useDebouncedQuery } from '@/lib/useDebouncedSearch'
import { toast } from '@/lib/toast'
import { chatApi } from './api'
import type { ChatAction } from './state'

/** Debounce of the search box (ms). */
const SEARCH_DELAY = 250

/**
 * The search box's text and the lists it filters (on the server, 250 ms after
 * the last keystroke); `refresh` fetches the lists again for the same search.
 */
export function useChatSearch(initial: string, dispatch: Dispatch<ChatAction>) {
  const { t } = useTranslation()
  const [q, setQ] = useState(initial)
  const pending = useRef<AbortController | null>(null)

  const fetchLists = useCallback(
    (query: string) => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      chatApi
        .lists(query, controller.signal)
        .then((lists) => dispatch({ type: 'lists', lists }))
        .catch(() => !controller.signal.aborted && void toast.error(t('chat.listsFailed')))
    },
    [dispatch, t],
  )
  const sent = useDebouncedQuery(q, fetchLists, SEARCH_DELAY, initial)

  useEffect(() => () => pending.current?.abort(), [])

  const refresh = useCallback(() => fetchLists(sent.current), [fetchLists])
  return { q, setQ, refresh }
}
