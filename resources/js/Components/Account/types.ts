/** The account settings page's data, as the server sends it (Pages/Account/Settings props, GET /api/account). */

export const SETTINGS_TABS = ['account', 'security', 'notifications', 'billing'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

/** An e-mail change waiting for the link sent to the new address. */
export interface PendingEmail {
  email: string
  /** RFC 3339 */
  expiresAt: string
}

export interface AccountInfo {
  firstName: string
  lastName: string
  fullName: string
  email: string
  username: string
  /** URL of the picture, or ''. */
  avatar: string
  phone: string
  organisation: string
  addressLine: string
  city: string
  postcode: string
  country: string
  /** 'fr' | 'en' | 'de' | 'pt', or '' when the person never chose. */
  language: string
  /** An IANA name, or ''. */
  timeZone: string
  role: string
  /** Has a membership: leaving goes through the cooperative's exit procedure. */
  isMember: boolean
  /** The only admin left: deleting the account would leave nobody to run the product. */
  isLastAdmin: boolean
  pendingEmail: PendingEmail | null
  /** The sign-in e-mail can be changed here: the server sends mail, so the link proving the new address can reach it. */
  emailChangeAvailable: boolean
}

/** The fields of the account form (POST /pages/account-settings/account). */
export interface ProfileFields {
  [key: string]: string
  firstName: string
  lastName: string
  phone: string
  organisation: string
  addressLine: string
  city: string
  postcode: string
  country: string
  language: string
  timeZone: string
}

export interface TwoStepState {
  enabled: boolean
  enabledAt: string | null
  recoveryCodesLeft: number
}

export interface SecurityState {
  twoStep: TwoStepState
  passwordChangedAt: string | null
}

/** A signed-in browser or an API client. */
export interface Device {
  /** An opaque handle (never the session id). */
  id: string
  kind: 'browser' | 'api'
  browser: string
  os: string
  userAgent: string
  address: string
  /** RFC 3339 */
  signedInAt: string
  /** RFC 3339 */
  lastSeenAt: string
  /** The browser showing this page. */
  current: boolean
}

export interface Devices {
  sessions: Device[]
  apiClients: Device[]
}

export const NOTIFICATION_KINDS = ['mail', 'chat', 'task', 'event', 'approval', 'application', 'contact'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export interface NotificationPref {
  kind: NotificationKind | string
  inApp: boolean
  email: boolean
}

export interface NotificationsState {
  kinds: NotificationPref[]
  /** Mail can leave the server (SMTP is configured). */
  emailAvailable: boolean
}

/** The two-step setup's answer (POST …/two-step/setup). */
export interface TwoStepSetup {
  /** base32 */
  secret: string
  otpauthUri: string
  /** An <svg> document. */
  qrSvg: string
}

/** The plan, as app/users.PlanOf gives it. */
export interface BillingPlan {
  id?: string | number
  name: string
  /** Integer cents per month. */
  price: number
  /** Translation keys. */
  features: string[]
}

export interface BillingInvoice {
  id: number
  issuedDate: string
  invoiceStatus: string
  totalCents: number
  balanceCents: number
}

export interface Billing {
  plan: BillingPlan
  invoices: BillingInvoice[]
}

export interface SettingsProps {
  tab: SettingsTab | string
  account: AccountInfo
  timeZones: string[]
  security: SecurityState
  devices: Devices
  notifications: NotificationsState
  billing: Billing | null
  errors?: Record<string, string>
}
