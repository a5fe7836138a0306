import type { Chat, ChatContact, ChatMessage, ChatPageProps, Contact, ProfileUser } from '../Components/Chat/types'
import type { RealtimeEvents } from '../lib/types'

/** The signed-in user (id 1, like the admin fixture). */
export const me: ProfileUser = {
  id: 1,
  fullName: 'Ada Admin',
  avatar: '',
  role: 'Administrator',
  about: 'Running the place',
  status: 'online',
  settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
}

export function msg(id: number, senderId: number, time: string, message = `message ${id}`): ChatMessage {
  return { id, message, time, senderId, feedback: { isSent: true, isDelivered: true, isSeen: false } }
}

export function contact(id: number, fullName: string, over: Partial<Contact> = {}): Contact {
  return { id, fullName, role: 'Designer', about: `About ${fullName}`, avatar: '', status: 'online', ...over }
}

export function chatContact(c: Contact, chatId: number, unseenMsgs = 0, lastMessage: ChatMessage | null = null): ChatContact {
  return { ...c, chat: { id: chatId, unseenMsgs, lastMessage } }
}

export function chat(id: number, userId: number, messages: ChatMessage[], hasMore = false): Chat {
  return { id, userId, unseenMsgs: 0, chat: messages, hasMore }
}

export const felecia = contact(2, 'Felecia Rower', { role: 'Frontend Developer' })
export const adalberto = contact(3, 'Adalberto Granzin', { status: 'busy' })
export const joaquina = contact(4, 'Joaquina Weisenborn', { status: 'away' })

export function pageProps(over: Partial<ChatPageProps> = {}): ChatPageProps {
  return {
    chatsContacts: [
      chatContact(felecia, 10, 2, msg(102, 2, '2026-03-03T10:05:00Z', 'See you soon')),
      chatContact(adalberto, 11, 0, msg(110, 1, '2026-03-02T09:00:00Z', 'Done')),
    ],
    contacts: [adalberto, felecia, joaquina],
    profileUser: me,
    active: null,
    q: '',
    ...over,
  }
}

export function messageEvent(over: Partial<RealtimeEvents['chat.message']> = {}): RealtimeEvents['chat.message'] {
  return {
    chatId: 10,
    contactId: 2,
    message: msg(200, 2, '2026-03-03T11:00:00Z', 'Hello there'),
    unseenMsgs: 3,
    notify: true,
    sender: { id: 2, fullName: 'Felecia Rower', avatar: '' },
    ...over,
  }
}
