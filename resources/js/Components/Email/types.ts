/** The e-mail app's data, as the server sends it (Pages/Apps/Email/Index props and the JSON calls). */

import type { DeliveryState } from '@/lib/types'

export type { DeliveryState }

export const FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type Folder = (typeof FOLDERS)[number]

export const LABELS = ['private', 'company', 'important', 'personal'] as const
export type Label = (typeof LABELS)[number]

export interface Address {
  name: string
  email: string
}

export interface Attachment {
  id: number
  fileName: string
  /** "12.3 KB" */
  size: string
  sizeBytes: number
  mime: string
  /** Download URL. */
  url: string
  /** "" or an image URL. */
  thumbnail: string
}

export interface Email {
  id: number
  from: Address & { avatar: string }
  to: Address[]
  cc: string[]
  bcc: string[]
  subject: string
  /** HTML, sanitized by the server; still rendered through DOMPurify. */
  message: string
  attachments: Attachment[]
  isStarred: boolean
  labels: Label[]
  /** ISO 8601 */
  time: string
  /** Older messages of the same conversation, newest first (only from get-email). */
  replies: Email[]
  folder: Folder
  isRead: boolean
  /** '' when nothing left by SMTP; not_delivered when it could not (no SMTP); otherwise the outbox state. */
  delivery: '' | 'not_delivered' | DeliveryState['state']
  /** How the mail is doing on its way to the mail server, when it left by SMTP. */
  outgoing?: DeliveryState
  hasPreviousMail?: boolean
  hasNextMail?: boolean
}

export interface EmailsMeta {
  /** Unread in the inbox. */
  inbox: number
  /** All drafts. */
  draft: number
  /** Unread in spam. */
  spam: number
}

export interface EmailFilter {
  /** '' on a label route; 'starred' for the starred view. */
  folder: string
  label: string
  q: string
  /** 1-based */
  page: number
  perPage: number
}

export interface EmailPageProps {
  emails: Email[]
  emailsMeta: EmailsMeta
  filter: EmailFilter
  hasMore: boolean
  smtp: boolean
  /** The mail open over the list (/apps/email/{folder}/{id}), or null. */
  openId?: number | null
}

export interface Recipient {
  name: string
  email: string
  avatar: string
}

/** What POST /apps/email/send and /apps/email/drafts take. */
export interface OutgoingMail {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachmentIds: number[]
  draftId?: number
  inReplyTo?: number
}

/** What the compose dialog opens with (new mail, a reply, a forward, a draft). */
export interface ComposeDraft {
  /** What the dialog's title says. */
  kind?: 'new' | 'reply' | 'forward' | 'draft'
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachments: Attachment[]
  draftId?: number
  inReplyTo?: number
  /** Display names of known addresses (lower-case address → name), for the tokens. */
  names?: Record<string, string>
}

export const EMPTY_DRAFT: ComposeDraft = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] }
