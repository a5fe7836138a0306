import { HttpError } from '@/lib/http'
import type { ActiveChat, Chat, ChatLists, ChatMessage, ProfileUpdate, ProfileUser } from './types'

/** An error answer of the chat endpoints: `{"error": {"code", "message", "fields"}}`. */
export class ChatError extends HttpError {
  constructor(
    status: number,
    url: string,
    readonly code = '',
    readonly detail = '',
    readonly fields: Record<string, string> = {},
  ) {
    super(status, url)
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  if (!res.ok) {
    let body: ErrorBody = {}
    try {
      body = (await res.json()) as ErrorBody
    } catch {
      // not JSON (a proxy's page): the status says enough
    }
    const e = body.error ?? {}
    throw new ChatError(res.status, url, e.code, e.message, e.fields ?? {})
  }
  return (await res.json()) as T
}

const post = <T>(url: string, body: unknown) =>
  call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

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
  return err instanceof ChatError ? err.fields[field] || undefined : undefined
}
