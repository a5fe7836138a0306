/** The contact inbox's data (/coop/contact), as the server sends it (controllers/coop_contact.go). */
import type { TableState } from '@/Components/DataTable'
import { normalizePaged } from '@/Components/DataTable/query'

export const CONTACT_PATH = '/coop/contact'

/** The statuses of a message, in the order of its life. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'closed'] as const

/** The status filter of the messages still to deal with: new and in progress together. */
export const STATUS_OPEN = 'open'

/** A message of the inbox. */
export interface ContactMessage {
  id: number
  name: string
  email: string
  subject: string
  body: string
  language: string
  status: string
  /** 0: nobody. */
  assignedTo: number
  assigneeName: string
  /** 0: no tiers has the sender's e-mail. */
  tiersId: number
  replyCount: number
  /** ISO 8601. */
  createdAt: string
  updatedAt: string
  firstReplyAt: string | null
}

/** A staff member's answer, sent as a mail. */
export interface ContactReply {
  id: number
  authorId: number
  authorName: string
  body: string
  emailId: number
  createdAt: string
}

/** A message with its replies, oldest first. */
export interface ContactThread extends ContactMessage {
  replies: ContactReply[]
}

/** A staff member a message may be given to. */
export interface Assignee {
  id: number
  fullName: string
}

/** The inbox's state, in the URL. assigned: '' (anyone), 'me', 'none' or a user's id. */
export interface ContactFilter extends TableState {
  status: string
  assigned: string
  q: string
  page: number
  perPage: number
  /** The inbox has one order (newest first): kept for the table toolkit, never sent. */
  sortBy: string
  sortDesc: boolean
}

export interface ContactInboxProps {
  messages: ContactMessage[]
  total: number
  counts: Record<string, number>
  assignees: Assignee[]
  filter: Partial<ContactFilter>
}

/** One line of a record's history (app/audit). */
export interface HistoryEntry {
  id: number
  at: string
  actorName: string
  action: string
}

export interface ContactMessageProps {
  message: ContactThread
  /** The statuses the message may move to now. */
  moves: string[]
  assignees: Assignee[]
  history: HistoryEntry[]
  mailEnabled: boolean
}

/** The server's defaults: every message, first page of ten. */
export const CONTACT_DEFAULTS: ContactFilter = Object.freeze({ status: '', assigned: '', q: '', page: 1, perPage: 10, sortBy: '', sortDesc: false })

const PER_PAGE = [10, 25, 50]

/** The filter the page got, completed with the defaults. */
export function normalizeContactFilter(filter: Partial<ContactFilter> | undefined): ContactFilter {
  const f = normalizePaged(filter, CONTACT_DEFAULTS, PER_PAGE, [])
  // The inbox has one order (newest first), so the sort is never the address's.
  return { ...f, status: String(f.status ?? ''), assigned: String(f.assigned ?? ''), q: String(f.q ?? ''), sortBy: '', sortDesc: false }
}
