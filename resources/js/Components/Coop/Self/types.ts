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
}

/** Where a member asks for a change of their IBAN or address. */
export const CHANGES_PATH = '/coop/profil/changes'

/** The fields a member may ask to change, in the form's order. */
export const CHANGE_FIELDS = ['iban', 'address', 'postalCode', 'city', 'country'] as const
export type ChangeField = (typeof CHANGE_FIELDS)[number]
