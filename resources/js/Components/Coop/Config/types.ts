/** A category of parts, as app/coopconfig.Category answers it. */
export interface Category {
  code: string
  label: string
  nominalCents: number
  minPerHolder: number
  maxPerHolder: number
  voting: boolean
  members: boolean
}

/** The cooperative's configuration, as app/coopconfig.Settings answers it. */
export interface Settings {
  identity: {
    name: string
    legalForm: string
    siren: string
    address: string
    postalCode: string
    city: string
    email: string
    phone: string
    iban: string
    hasLogo: boolean
  }
  categories: Category[]
  approvals: { secondAboveCents: number }
  interest: { capBasisPoints: number }
  registrationOpen: boolean
  joinOpen: boolean
  requiredDocuments: string[]
  mail: { senderName: string; senderAddress: string }
  /** How many days raw activity is kept, and the monthly revenue goal in cents (0: none). */
  analytics: { retentionDays: number; goalCents: number }
  updatedAt: string | null
  updatedBy: string
}

/** The choices and limits the server gives the form. */
export interface ConfigOptions {
  documentKinds: string[]
  maxCategories: number
  maxInterestCapBasisPoints: number
  maxName: number
  maxLogoMB: number
  minRetentionDays: number
  maxRetentionDays: number
}

/** The props of /coop/configuration. */
export interface ConfigurationProps {
  settings: Settings
  /** Codes of the categories whose parts are in the register: kept, with their nominal value. */
  usedCategories: string[]
  options: ConfigOptions
}

/** Where the configuration is read and saved. */
export const CONFIG_PATH = '/coop/configuration'
export const LOGO_PATH = '/coop/configuration/logo'
