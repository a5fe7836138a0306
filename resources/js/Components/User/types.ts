/** The user pages' data, as the server sends it (Pages/Apps/User/{List,View,Edit} props). */
import type { Rule } from '@/lib/types'

export const ROLES = ['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber', 'manager', 'accountant', 'viewer', 'member'] as const
export type UserRole = (typeof ROLES)[number]

export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export type Plan = (typeof PLANS)[number]

export const STATUSES = ['active', 'inactive', 'pending'] as const
export type UserStatus = (typeof STATUSES)[number]

/** The columns the list may be sorted by. */
export const SORT_COLUMNS = ['id', 'fullName', 'email', 'role', 'currentPlan', 'status', 'company', 'country'] as const
export type SortColumn = (typeof SORT_COLUMNS)[number]

export const PER_PAGE = [10, 25, 50] as const

export interface User {
  id: number
  fullName: string
  username: string
  email: string
  company: string
  country: string
  contact: string
  role: UserRole
  currentPlan: Plan
  status: UserStatus
  /** URL of the picture, or '' when the user has none. */
  avatar: string
  /** ISO 8601 */
  createdAt: string
}

/** The list's state, as the server read it from the URL (and the URL it writes back). */
export interface UserFilter {
  [key: string]: string | number | boolean
  q: string
  role: string
  currentPlan: string
  status: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

export interface UserOptions {
  roles: string[]
  plans: string[]
  statuses: string[]
}

export interface UserCounts {
  all: number
  active: number
  inactive: number
  pending: number
}

export interface UserListProps {
  users: User[]
  /** How many users match the filter (all pages). */
  total: number
  filter: UserFilter
  options: UserOptions
  counts: UserCounts
  /** Mail can leave the server: the add panel may send the invitation. */
  mailEnabled?: boolean
  errors?: Record<string, string>
}

export interface UserDetails {
  /** 'YYYY-MM-DD' or '' */
  birthDate: string
  phone: string
  website: string
  languages: string[]
  gender: string
  contactOptions: string[]
  addressLine: string
  city: string
  state: string
  postcode: string
  country: string
}

export const NETWORKS = ['twitter', 'facebook', 'instagram', 'linkedin', 'github'] as const
export type Network = (typeof NETWORKS)[number]
export type UserSocial = Record<Network, string>

export type ActivityKind = 'created' | 'signed_in' | 'updated' | 'status' | 'avatar' | 'role' | 'plan' | 'deleted_avatar'

export interface Activity {
  id: number
  kind: ActivityKind | string
  params: Record<string, unknown>
  actor: { id: number; fullName: string } | null
  /** ISO 8601 */
  createdAt: string
}

export interface PlanInfo {
  name: string
  /** Integer cents (euros) per month. */
  price: number
  /** Translation keys. */
  features: string[]
}

/** An invoice as the server gives it (app/invoice): amounts in euros at the edge, and in cents. */
export interface InvoiceSummary {
  id: number
  issuedDate: string
  invoiceStatus: string
  /** Integer cents. */
  totalCents: number
  /** Integer cents; 0 when paid. */
  balanceCents: number
}

export interface UserViewProps {
  user: User
  details: UserDetails
  social: UserSocial
  activity: Activity[]
  permissions: Rule[]
  plan: PlanInfo
  invoices: InvoiceSummary[]
  /** The viewer is this user. */
  me: boolean
  /** Set while the user has not accepted their invitation. */
  invitation?: Invitation | null
  /** Mail can leave the server: links may be sent, not only copied. */
  mailEnabled?: boolean
}

/** An invitation not accepted yet (the user has not chosen a password). */
export interface Invitation {
  sentAt: string
  expiresAt: string
  expired: boolean
}

export const EDIT_TABS = ['account', 'information', 'social'] as const
export type EditTab = (typeof EDIT_TABS)[number]

export interface EditOptions extends UserOptions {
  genders: string[]
  languages: string[]
  contactOptions: string[]
  networks: string[]
}

export interface UserEditProps {
  user: User
  details: UserDetails
  social: UserSocial
  tab: EditTab | string
  options: EditOptions
  errors?: Record<string, string>
}

/** The fields of Add user (and of the account tab, with the status). */
export interface AccountFields {
  [key: string]: string
  fullName: string
  username: string
  email: string
  company: string
  country: string
  contact: string
  role: string
  currentPlan: string
}
