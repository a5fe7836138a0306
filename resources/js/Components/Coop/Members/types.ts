/** The members' and shareholders' pages' data, as the server sends it (controllers/coop_members.go, coop_holders.go). */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'

export const MEMBERS_PATH = '/coop/membres'
export const HOLDERS_PATH = '/coop/actionnaires'

/** The lifecycle's statuses, in order (app/membership). */
export const STATUSES = ['candidat', 'examen', 'admis', 'actif', 'sortant', 'sorti', 'rejete'] as const

/** The transitions, as the routes name them. */
export type Action = 'review' | 'admit' | 'reject' | 'activate' | 'exit' | 'complete'

/** A tiers as these pages show it (the register's fields they need). */
export interface MemberTiers {
  id: number
  kind: string
  name: string
  email: string
  city: string
  memberStatus: string
  holderCategory: string
  isShareholder: boolean
}

/** A tiers' membership. */
export interface Membership {
  tiersId: number
  status: string
  /** 0 until admission. */
  number: number
  partsWished: number
  appliedAt: string
  admittedOn: string
  decidedBy: number
  decidedByName: string
  decidedAt: string | null
  decisionRef: string
  exitKind: string
  exitDate: string
  exitReason: string
  exitCompletedOn: string
  rejectedReason: string
}

/** A row of the members' list. */
export interface Member {
  tiers: MemberTiers
  membership: Membership
}

/** The members' list state, in the URL. */
export interface MemberFilter {
  [key: string]: string | number | boolean
  status: string
  q: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

export interface MemberOptions {
  statuses: string[]
  sorts: string[]
  perPages: number[]
  exitKinds: string[]
  partsMin: number
  partsMax: number
}

/** The server's defaults: the first page of ten, by name. */
export const MEMBER_DEFAULTS: MemberFilter = Object.freeze({ status: '', q: '', page: 1, perPage: 10, sortBy: 'name', sortDesc: false })

const PER_PAGE = [10, 25, 50]

/** A filter the page got, completed with the defaults. */
export function normalizeFilter<F extends MemberFilter | HolderFilter>(filter: Partial<F> | undefined, defaults: F, sorts: readonly string[]): F {
  return normalizePaged(filter, defaults, PER_PAGE, sorts)
}

export const MEMBER_SORTS = ['name', 'number', 'status', 'admittedOn']
export const HOLDER_SORTS = ['name', 'category']

/** The CSV export of what a list shows, every page, in its order. */
export function exportURL(path: string, filter: Record<string, string | number | boolean>, keys: string[]): string {
  const picked: Record<string, string> = {}
  const blank: Record<string, string> = {}
  for (const k of keys) {
    picked[k] = String(filter[k] ?? '')
    blank[k] = ''
  }
  const query = queryString({ ...toQuery(picked, blank), sortBy: String(filter.sortBy), sortDesc: String(filter.sortDesc) })
  return `${path}/export.csv?${query}`
}

/** A state read from a list address's query. */
export const parseMemberQuery = (search: string): MemberFilter => normalizeFilter(fromQuery(search, MEMBER_DEFAULTS), MEMBER_DEFAULTS, MEMBER_SORTS)

export interface MembresProps {
  members: Member[]
  total: number
  counts: Record<string, number>
  filter: MemberFilter
  options: MemberOptions
}

import type { AuditEntry } from '../audit'

export type { AuditEntry }

export interface MemberPageProps {
  member: Member
  history: AuditEntry[]
  actions: Action[]
  canManage: boolean
  hasCard: boolean
  options: MemberOptions
}

/** A row of the shareholders' list: parts, capital and percentage are 0 until the share register exists. */
export interface Holder {
  tiers: MemberTiers
  parts: number
  capitalCents: number
  percentage: number
}

export interface HolderFilter {
  [key: string]: string | number | boolean
  category: string
  q: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

export const HOLDER_DEFAULTS: HolderFilter = Object.freeze({ category: '', q: '', page: 1, perPage: 10, sortBy: 'name', sortDesc: false })

export interface ActionnairesProps {
  holders: Holder[]
  total: number
  counts: Record<string, number>
  filter: HolderFilter
  options: { categories: string[]; sorts: string[]; perPages: number[] }
  registerReady: boolean
}
