import type { RealtimeEvents } from '@/lib/types'
import type { ActiveChat, Chat, ChatContact, ChatLists, ChatMessage, ChatPageProps, Contact, ProfileUser, UserStatus } from './types'

/**
 * The chat page's data and every change to it, as a reducer: the lists, the
 * own profile and the open chat. Live events and the answers of the JSON calls
 * all come through here, so one place decides what a change means.
 */
export interface ChatState {
  chatsContacts: ChatContact[]
  contacts: Contact[]
  profile: ProfileUser
  active: ActiveChat | null
}

export type ChatAction =
  | { type: 'lists'; lists: ChatLists }
  | { type: 'open'; active: ActiveChat }
  | { type: 'older'; contactId: number; chat: Chat }
  | { type: 'sent'; contactId: number; chatId: number; message: ChatMessage; chat?: Chat }
  | { type: 'message'; event: RealtimeEvents['chat.message']; viewing: boolean }
  | { type: 'seen'; event: RealtimeEvents['chat.seen'] }
  | { type: 'read'; contactId: number }
  | { type: 'presence'; users: { userId: number; status: UserStatus }[] }
  | { type: 'profile'; profile: ProfileUser }

export function initialState(props: Pick<ChatPageProps, 'chatsContacts' | 'contacts' | 'profileUser' | 'active'>): ChatState {
  return { chatsContacts: props.chatsContacts ?? [], contacts: props.contacts ?? [], profile: props.profileUser, active: props.active ?? null }
}

/** Adds messages to a list sorted by id, without duplicates (a message may come both as an answer and as an event). */
export function mergeMessages(list: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.id))
  const fresh = added.filter((m) => !known.has(m.id))
  if (fresh.length === 0) return list
  return [...list, ...fresh].sort((a, b) => a.id - b.id)
}

const setUnseen = (list: ChatContact[], contactId: number, unseen: number) =>
  list.map((c) => (c.id === contactId && c.chat.unseenMsgs !== unseen ? { ...c, chat: { ...c.chat, unseenMsgs: unseen } } : c))

/** Moves a contact's chat to the top with this last message (and unseen count); adds it when it is new. */
function bump(state: ChatState, contactId: number, chatId: number, message: ChatMessage, unseen?: number, fallback?: Contact): ChatContact[] {
  const existing = state.chatsContacts.find((c) => c.id === contactId)
  const base: Contact | undefined = existing ?? state.contacts.find((c) => c.id === contactId) ?? fallback
  if (!base) return state.chatsContacts
  const previous = existing?.chat.lastMessage
  const lastMessage = previous && previous.id > message.id ? previous : message
  const entry: ChatContact = {
    ...base,
    chat: { id: chatId, unseenMsgs: unseen ?? existing?.chat.unseenMsgs ?? 0, lastMessage },
  }
  return [entry, ...state.chatsContacts.filter((c) => c.id !== contactId)]
}

function appendToActive(active: ActiveChat | null, contactId: number, chatId: number, message: ChatMessage, chat?: Chat): ActiveChat | null {
  if (!active || active.contact.id !== contactId) return active
  const current = active.chat ?? chat ?? { id: chatId, userId: contactId, unseenMsgs: 0, chat: [], hasMore: false }
  return { ...active, chat: { ...current, id: chatId, chat: mergeMessages(current.chat, [message]) } }
}

function withStatus<T extends Contact>(list: T[], statuses: Map<number, UserStatus>): T[] {
  return list.map((c) => {
    const status = statuses.get(c.id)
    return status && c.status !== status ? { ...c, status } : c
  })
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'lists':
      return { ...state, chatsContacts: action.lists.chatsContacts, contacts: action.lists.contacts, profile: action.lists.profileUser ?? state.profile }
    case 'open':
      return { ...state, active: action.active, chatsContacts: setUnseen(state.chatsContacts, action.active.contact.id, 0) }
    case 'older': {
      const active = state.active
      if (!active?.chat || active.contact.id !== action.contactId) return state
      return { ...state, active: { ...active, chat: { ...active.chat, chat: mergeMessages(action.chat.chat, active.chat.chat), hasMore: action.chat.hasMore } } }
    }
    case 'sent':
      return {
        ...state,
        chatsContacts: bump(state, action.contactId, action.chatId, action.message, 0, state.active?.contact),
        active: appendToActive(state.active, action.contactId, action.chatId, action.message, action.chat),
      }
    case 'message': {
      const { event, viewing } = action
      const mine = event.message.senderId === state.profile.id
      // An incoming message in the chat on screen is read at once: no unseen count.
      const unseen = mine || viewing ? 0 : event.unseenMsgs
      const fallback: Contact | undefined = mine
        ? undefined
        : { id: event.sender.id, fullName: event.sender.fullName, avatar: event.sender.avatar, role: '', about: '', status: 'online' }
      return {
        ...state,
        chatsContacts: bump(state, event.contactId, event.chatId, event.message, unseen, fallback ?? state.active?.contact),
        active: appendToActive(state.active, event.contactId, event.chatId, event.message),
      }
    }
    case 'seen': {
      const { contactId, lastSeenId } = action.event
      const me = state.profile.id
      const active = state.active?.contact.id === contactId ? state.active : null
      const newest = [state.chatsContacts.find((c) => c.id === contactId)?.chat.lastMessage, ...(active?.chat?.chat ?? [])].find((m) => m?.id === lastSeenId)
      if (!newest) return state
      // The same event says "the contact read the chat" and "another tab of yours
      // did"; the newest message tells which: sending marks it read for its
      // author, so only the other one can be reading it now.
      if (newest.senderId !== me) return { ...state, chatsContacts: setUnseen(state.chatsContacts, contactId, 0) }
      if (!active?.chat) return state
      const chat = active.chat.chat.map((m) =>
        m.senderId === me && m.id <= lastSeenId && !m.feedback.isSeen ? { ...m, feedback: { ...m.feedback, isDelivered: true, isSeen: true } } : m,
      )
      return { ...state, active: { ...active, chat: { ...active.chat, chat } } }
    }
    case 'read':
      return { ...state, chatsContacts: setUnseen(state.chatsContacts, action.contactId, 0) }
    case 'presence': {
      // One event carries every status that changed together.
      const statuses = new Map(action.users.map(({ userId, status }) => [userId, status]))
      const seen = state.active && statuses.get(state.active.contact.id)
      const active = state.active && seen ? { ...state.active, contact: { ...state.active.contact, status: seen } } : state.active
      const own = statuses.get(state.profile.id)
      const profile = own ? { ...state.profile, status: own } : state.profile
      return { ...state, chatsContacts: withStatus(state.chatsContacts, statuses), contacts: withStatus(state.contacts, statuses), active, profile }
    }
    case 'profile':
      return { ...state, profile: action.profile }
  }
}

/** The total of unseen messages over the chats (for the page title). */
export function totalUnseen(list: ChatContact[]): number {
  return list.reduce((sum, c) => sum + c.chat.unseenMsgs, 0)
}

/** Whether the lists hold a chat with this contact. */
export const hasChatWith = (state: ChatState, contactId: number) => state.chatsContacts.some((c) => c.id === contactId)
