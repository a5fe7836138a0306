/** The cooperative's register (app/registry): a person or an entity, client, member and shareholder at once. */

export type TiersKind = 'person' | 'entity'

/** The identity and address every shape of a tiers shares: the register's, its form's, the bulletin d'adhésion's, the profile's. */
export interface TiersIdentity {
  kind: TiersKind
  civility: string
  firstName: string
  lastName: string
  companyName: string
  legalForm: string
  siren: string
  email: string
  phone: string
  address: string
  postalCode: string
  city: string
  country: string
  birthDate: string
}

/** A tiers as the server sends it (registry.Tiers). */
export interface Tiers extends Input {
  id: number
  /** The display name: first and last name, or the company's. */
  name: string
  /** '' when not a member or candidate. */
  memberStatus: string
  /** The person's own account, 0 for none. */
  userId: number
  createdAt: string
  updatedAt: string
}

/** A tiers as a form sends it (registry.Input). */
export interface Input extends TiersIdentity {
  /** Compact, in capitals; shown grouped by four (formatIBAN). */
  iban: string
  language: string
  notes: string
  isClient: boolean
  isShareholder: boolean
  holderCategory: string
}

/** The choices of the register's forms and filters, as the server offers them. */
export interface TiersOptions {
  kinds: string[]
  civilities: string[]
  legalForms: string[]
  languages: string[]
  holderCategories: string[]
  documentKinds: string[]
  perPages: number[]
  sorts: string[]
}

/** The stat cards of a role's list. */
export interface TiersCounts {
  all: number
  persons: number
  entities: number
  noIban: number
  noEmail: number
}

/** A list's state in the URL. */
export interface TiersFilter {
  [key: string]: string | number | boolean
  q: string
  kind: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

/** A document of a tiers (an ID, a Kbis, a RIB…). */
export interface TiersDocument {
  id: number
  tiersId: number
  kind: string
  name: string
  contentType: string
  size: number
  createdAt: string
  url: string
}

export type { AuditChange, AuditEntry } from './audit'
