import { ApiError, callJSON as call, sendJSON } from '@/lib/api'
import type { ActiveChat, Chat, ChatLists, ChatMessage, ProfileUpdate, ProfileUser } from './types'

const post = <T>(url: string, body: unknown) => sendJSON<T>(url, body)

/** What POST send-msg answers: the stored message, the chat's id, and the chat itself when it was just created. */
export interface SentMessage {
  newMessageData: ChatMessage
  id: number
  chat?: Chat
}

const BASE = '/apps/chat'

export const chatApi = {
  /** Both lists and the profile, filtered on the server by name. */
  lists: (q: string, signal?: AbortSignal) => call<ChatLists>(`${BASE}/chats-and-contacts?q=${encodeURIComponent(q)}`, { signal }),
  /** Opens a contact's chat (its unseen count drops to 0), or the 50 messages before `before`. */
  chat: (contactId: number, before?: number, signal?: AbortSignal) =>
    call<ActiveChat>(`${BASE}/get-chat?id=${contactId}${before ? `&before=${before}` : ''}`, { signal }),
  send: (contactId: number, message: string) =>
    post<{ response: SentMessage }>(`${BASE}/send-msg`, { obj: { contact: { id: contactId }, message } }).then((b) => b.response),
  profile: () => call<ProfileUser>(`${BASE}/users/profile-user`),
  updateProfile: (update: ProfileUpdate) => post<{ profileUser: ProfileUser }>(`${BASE}/users/profile-user`, update).then((b) => b.profileUser),
}

/** The server's message for one field of an error answer, if it named that field. */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.fields[field] || undefined : undefined
}
