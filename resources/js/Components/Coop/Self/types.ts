import type { Account, Movement, StatementLine } from '../Money/types'
import type { TiersPartsData } from '../Parts/TiersParts'
import type { ChangeRequest } from '../changes'
import type { TiersIdentity } from '../types'

/** The signed-in person's own record, as the profile sends it (staff's notes left out). */
export interface SelfTiers extends TiersIdentity {
  id: number
  name: string
  iban: string
  language: string
  memberStatus: string
}

export interface SelfMembership {
  status: string
  number: number
  appliedAt: string
  admittedOn: string
  exitKind: string
  exitDate: string
  exitCompletedOn: string
}

export interface SelfDocument {
  id: number
  kind: string
  name: string
  size: number
  createdAt: string
  url: string
}

export interface SelfMessage {
  id: number
  subject: string
  body: string
  status: string
  replies: number
  createdAt: string
}

/** The props of Pages/Coop/Profile; tiers is null for a user without a record of their own (staff). */
export interface ProfileProps {
  tiers: SelfTiers | null
  iban?: string
  membership?: SelfMembership | null
  documents?: SelfDocument[]
  messages?: SelfMessage[]
  pendingChange?: ChangeRequest | null
  changes?: ChangeRequest[]
  accountUrl: string
  /** The member's account; null for a person without one. */
  account?: Account | null
  /** Their latest movements, requests included, newest first. */
  movements?: Movement[]
  /** Their latest booked lines, newest first. */
  statement?: StatementLine[]
  /** Their parts as of a date. */
  parts?: TiersPartsData
  /** What a withdrawal may take at most (the available balance). */
  withdrawal?: { maxCents: number }
}

/** Where a member asks for a change of their IBAN or address. */
export const CHANGES_PATH = '/coop/profil/changes'

/** The fields a member may ask to change, in the form's order. */
export const CHANGE_FIELDS = ['iban', 'address', 'postalCode', 'city', 'country'] as const
export type ChangeField = (typeof CHANGE_FIELDS)[number]

/** Where a member asks for a withdrawal from their account, and cancels it (…/{id}/cancel) while it waits. */
export const WITHDRAWALS_PATH = '/coop/profil/withdrawals'

/** The member's statement, without its extension (.pdf, .csv). */
export const STATEMENT_BASE = '/coop/profil/statement'

/** The member's parts certificate. */
export const ATTESTATION_PATH = '/coop/profil/attestation.pdf'
