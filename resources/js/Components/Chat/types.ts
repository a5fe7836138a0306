/** The chat app's data, as the server sends it (Pages/Apps/Chat/Index props and the JSON calls). */
import type { ChatMessage, UserStatus } from '@/lib/types'

export type { ChatMessage, UserStatus }

export const STATUSES: readonly UserStatus[] = ['online', 'busy', 'away', 'offline']

/** Someone the user may chat with. */
export interface Contact {
  id: number
  fullName: string
  role: string
  about: string
  /** URL, or "" when they have no picture. */
  avatar: string
  status: UserStatus
}

/** A contact the user has a chat with, and that chat's summary. */
export interface ChatContact extends Contact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null }
}

/** One chat: the latest messages, oldest first. */
export interface Chat {
  id: number
  /** The contact's user id. */
  userId: number
  unseenMsgs: number
  chat: ChatMessage[]
  /** Older messages exist (load them with `before`). */
  hasMore: boolean
}

export interface ProfileSettings {
  isTwoStepAuthVerificationEnabled: boolean
  isNotificationsOn: boolean
}

/** The signed-in user as the chat shows them. */
export interface ProfileUser {
  id: number
  fullName: string
  avatar: string
  role: string
  about: string
  status: UserStatus
  settings: ProfileSettings
}

/** What POST /apps/chat/users/profile-user takes: any of these. */
export interface ProfileUpdate {
  about?: string
  status?: UserStatus
  settings?: Partial<ProfileSettings>
}

export interface ChatLists {
  chatsContacts: ChatContact[]
  contacts: Contact[]
  profileUser: ProfileUser
}

/** The open chat: the contact, and the chat (null before the first message). */
export interface ActiveChat {
  chat: Chat | null
  contact: Contact
}

export interface ChatPageProps extends ChatLists {
  active: ActiveChat | null
  q: string
}

/** A message's length limit (the server refuses longer ones). */
export const MAX_MESSAGE = 5000
/** The "about" text's length limit. */
export const MAX_ABOUT = 120
