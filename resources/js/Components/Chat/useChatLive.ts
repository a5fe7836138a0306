import { useEffect, type Dispatch, type RefObject } from 'react'
import { reloadSoon, useRealtime } from '@/lib/realtime'
import { chatApi } from './api'
import { hasChatWith, type ChatAction, type ChatState } from './state'

const visible = () => document.visibilityState === 'visible'

/** Marks a contact's chat read on the server (GET get-chat does), then updates the menu's badge. */
function markRead(contactId: number) {
  void chatApi
    .chat(contactId)
    .then(() => reloadSoon(['menu']))
    .catch(() => undefined)
}

/**
 * The chat page's live updates: new messages (appended to the open chat and
 * read at once when the tab is visible, otherwise counted as unseen), seen
 * ticks and presence. Back in a hidden tab, the open chat's new messages are
 * marked read.
 */
export function useChatLive(latest: RefObject<ChatState>, dispatch: Dispatch<ChatAction>, refreshLists: () => void) {
  useRealtime('chat.message', (event) => {
    const state = latest.current
    const mine = event.message.senderId === state.profile.id
    const onScreen = state.active?.contact.id === event.contactId && visible()
    const known = hasChatWith(state, event.contactId)
    dispatch({ type: 'message', event, viewing: onScreen })
    if (!mine && onScreen) markRead(event.contactId)
    // A chat the lists did not hold: fetch them, for the contact's real details.
    if (!known) refreshLists()
  })
  useRealtime('chat.seen', (event) => dispatch({ type: 'seen', event }))
  useRealtime('presence', ({ users }) => dispatch({ type: 'presence', users }))

  useEffect(() => {
    const onVisible = () => {
      if (!visible()) return
      const state = latest.current
      const id = state.active?.contact.id
      const entry = state.chatsContacts.find((c) => c.id === id)
      if (id === undefined || !entry || entry.chat.unseenMsgs === 0) return
      dispatch({ type: 'read', contactId: id })
      markRead(id)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [latest, dispatch])
}
