import type { ReactNode } from 'react'
import type { PageLanguage } from './i18n'

/** One CASL rule as sent by the server (`auth.abilities`, `user.ability`). */
export interface Rule {
  action: string
  subject: string
}

export type Role = 'admin' | 'client'

export interface UserData {
  id: number
  fullName: string
  username: string
  /** URL of the avatar image, or "" when the user has none. */
  avatar: string
  email: string
  role: Role
  ability: Rule[]
  extras: { eCommerceCartItemsCount: number }
}

export interface DemoAccount {
  email: string
  password: string
  role: string
}

/** A count shown as a pill beside a menu entry. */
export interface Badge {
  count: number
  tone: 'primary' | 'danger' | 'success' | 'warning' | 'info'
}

/**
 * One entry of the vertical menu, already filtered by the user's abilities.
 * `title` is an i18n key; `icon` a lucide icon name in kebab-case; a link's
 * `covers` are other paths it is highlighted on (a tab of its page kept elsewhere).
 */
export type MenuEntry =
  | { type: 'header'; title: string }
  | { type: 'link'; id: string; title: string; icon: string; href: string; badge?: Badge; covers?: string[] }
  | { type: 'group'; id: string; title: string; icon: string; children: MenuEntry[]; badge?: Badge }

export type MenuLink = Extract<MenuEntry, { type: 'link' }>
export type MenuGroup = Extract<MenuEntry, { type: 'group' }>

/** A link of the user dropdown (title is an i18n key). */
export interface UserMenuLink {
  id: string
  title: string
  icon: string
  href: string
}

/** A translation key with its parameters, or a ready text. */
export type Translatable = string | { key: string; params?: Record<string, unknown> }

export interface NotificationItem {
  id: number
  title: Translatable
  body: Translatable
  link: string
  read: boolean
  /** ISO 8601 */
  createdAt: string
  /** Its news already came by its own live event (a new mail): it waits in the bell, with no toast. */
  quiet?: boolean
}

export interface Notifications {
  unread: number
  /** Newest first, at most 10. */
  items: NotificationItem[]
  /** Whether older ones remain (GET /api/notifications?before=… loads them). */
  hasMore?: boolean
}

/** A product's availability, from its stock (app/shop: AvailabilityOf). */
export type Availability = 'in_stock' | 'low' | 'out'

/** A line of a cart (app/shop.CartItem); money in integer cents (euros). Components/Shop/types re-exports it. */
export interface CartItem {
  id: number
  productId: number
  qty: number
  color: string
  name: string
  slug: string
  brand: string
  /** The thumbnail's URL, or "" when the product has no image. */
  image: string
  /** The unit price now. */
  price: number
  stock: number
  availability: Availability
  hasFreeShipping: boolean
  published: boolean
}

/** The shell's `cart` prop: the navbar's cart (count = the sum of the quantities). */
export interface ShellCart {
  count: number
  items: CartItem[]
  subtotal: number
}

/** Props the server shares on every page. The shell's are absent or null when signed out. */
export interface SharedProps {
  [key: string]: unknown
  auth: {
    user: UserData | null
    abilities: Rule[]
    /** The time zone chosen in the account settings ('' or absent: the browser's). */
    timeZone?: string
  }
  app: {
    name: string
    canRegister: boolean
    demoAccounts: DemoAccount[]
  }
  errors: Record<string, string>
  menu?: MenuEntry[] | null
  userMenu?: UserMenuLink[] | null
  notifications?: Notifications | null
  cart?: ShellCart | null
  /** The newest live event when the page was made: the stream starts after it, so nothing in between is lost. */
  realtime?: { lastEventId: number } | null
  /** The page's language (as in <html lang>) and where it comes from: controllers/language.go. */
  language?: PageLanguage
}

/** Inertia v3 flash data (top-level `flash` key of the page object). */
export interface FlashData {
  [key: string]: unknown
  success?: string
  error?: string
  info?: string
}

export type AuthVariant = 'v1' | 'v2'

export interface LayoutProps {
  children?: ReactNode
}

declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: SharedProps
    flashDataType: FlashData
  }
}

/** A user's presence as the chat shows it ("offline" may also mean "appear offline"). */
export type UserStatus = 'online' | 'busy' | 'away' | 'offline'

/** One chat message. */
export interface ChatMessage {
  id: number
  message: string
  /** ISO 8601 */
  time: string
  senderId: number
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean }
}

/**
 * The events of the server's stream (GET /events), by type. contactId is
 * always the other participant, seen from the receiving user.
 */
/** An outgoing mail's state in the outbox (server: mail.DeliveryState). */
export interface DeliveryState {
  state: 'queued' | 'retrying' | 'sent' | 'failed'
  attempts: number
  /** ISO 8601, when retrying. */
  nextAttempt?: string
  /** The mail server's last answer, or why it could not be reached. */
  answer: string
  /** ISO 8601, once the mail server took it. */
  sentAt?: string
  updatedAt: string
}

export interface RealtimeEvents {
  'chat.message': {
    chatId: number
    contactId: number
    message: ChatMessage
    /** The receiver's unseen count in that chat after this message. */
    unseenMsgs: number
    /** Whether the receiver wants to be told (their notifications setting). */
    notify: boolean
    sender: { id: number; fullName: string; avatar: string }
  }
  /** The contact read up to lastSeenId; or, from another tab of one's own, the chat was opened. */
  'chat.seen': { chatId: number; contactId: number; lastSeenId: number }
  /** Statuses that changed, together: everyone of the head of the directory, or one's chat partners (and oneself, for a chosen status). */
  presence: { users: { userId: number; status: UserStatus }[] }
  'mail.new': { id: number; from: { name: string; email: string }; subject: string }
  /** How one's own mail is doing with the mail server (id: the Sent copy, 0 for none; ref: what it was sent for, e.g. invoice:5001). */
  'mail.delivery': { id: number; ref: string; delivery: DeliveryState['state']; outgoing: DeliveryState }
  notification: { id: number; title: Translatable; body: Translatable; link: string; createdAt: string; quiet?: boolean }
  /** One's cart changed (in this tab or another): its new count. */
  'cart.changed': { count: number }
  /** Staff moved one of one's orders to another status. */
  'order.changed': { number: string; status: string }
  /** The session ended; reason when the server ended it ("suspended": an admin suspended the account). */
  signout: { reason?: string }
}

export type RealtimeType = keyof RealtimeEvents

/** The languages the cooperative writes its FAQ, knowledge base and plans in. */
export type ContentLang = 'fr' | 'en'
