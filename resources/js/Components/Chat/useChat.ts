import { router } from '@inertiajs/react'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { reloadSoon } from '@/lib/realtime'
import { toast } from '@/lib/toast'
import { chatApi, fieldError } from './api'
import { chatReducer, initialState } from './state'
import type { ChatPageProps, Contact, ProfileUser } from './types'
import { useChatLive } from './useChatLive'
import { useChatSearch } from './useChatSearch'
import { setViewingChat } from '@/lib/chatViewing'

/** The chat page's data and actions: the lists and their search, the open chat, sending, older messages, live updates. */
export function useChat(props: ChatPageProps) {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(chatReducer, props, initialState)
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  })
  const [loading, setLoading] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const opening = useRef<AbortController | null>(null)
  const search = useChatSearch(props.q ?? '', dispatch)
  useChatLive(latest, dispatch, search.refresh)

  const activeId = state.active?.contact.id ?? null
  // The layout's notices leave out the chat on screen.
  useEffect(() => {
    setViewingChat(activeId)
    return () => setViewingChat(null)
  }, [activeId])

  /** Opens a contact's chat: fetched (which reads it), shown at its end, and named in the URL. */
  const open = useCallback(
    async (contact: Contact) => {
      opening.current?.abort()
      const controller = new AbortController()
      opening.current = controller
      const unseen = latest.current.chatsContacts.find((c) => c.id === contact.id)?.chat.unseenMsgs ?? 0
      dispatch({ type: 'open', active: { contact, chat: null } })
      setLoading(true)
      try {
        const active = await chatApi.chat(contact.id, undefined, controller.signal)
        dispatch({ type: 'open', active })
        if (unseen > 0) reloadSoon(['menu'])
        // Replaced, not pushed: Back leaves the chat app instead of stepping through the chats.
        router.replace({ url: `/apps/chat?contact=${contact.id}`, props: (p) => ({ ...p, active }), preserveState: true, preserveScroll: true })
      } catch {
        if (!controller.signal.aborted) void toast.error(t('chat.openFailed'))
      } finally {
        if (opening.current === controller) setLoading(false)
      }
    },
    [t],
  )

  /** Sends text to the open chat; answers the error to show, or undefined. */
  const send = useCallback(
    async (text: string): Promise<string | undefined> => {
      const contact = latest.current.active?.contact
      if (!contact) return undefined
      try {
        const sent = await chatApi.send(contact.id, text)
        dispatch({ type: 'sent', contactId: contact.id, chatId: sent.id, message: sent.newMessageData, chat: sent.chat })
        return undefined
      } catch (err) {
        return fieldError(err, 'message') ?? t('chat.composer.failed')
      }
    },
    [t],
  )

  const olderBusy = useRef(false)
  /** The 50 messages before the first one shown. */
  const loadOlder = useCallback(async () => {
    const active = latest.current.active
    const first = active?.chat?.chat[0]
    if (!active?.chat?.hasMore || !first || olderBusy.current) return
    olderBusy.current = true
    setLoadingOlder(true)
    try {
      const older = await chatApi.chat(active.contact.id, first.id)
      if (older.chat) dispatch({ type: 'older', contactId: active.contact.id, chat: older.chat })
    } catch {
      void toast.error(t('chat.olderFailed'))
    } finally {
      olderBusy.current = false
      setLoadingOlder(false)
    }
  }, [t])

  const setProfile = useCallback((profile: ProfileUser) => dispatch({ type: 'profile', profile }), [])

  return { state, loading, loadingOlder, open, send, loadOlder, setProfile, search }
}
