/** The invoice app's data, as the server sends it (Pages/Apps/Invoice/* props and the JSON calls). */
import type { PagedState } from '@/Components/DataTable'
import type { DeliveryState } from '@/lib/types'

/** The statuses an invoice shows (spec §3); Past Due is shown, never stored. */
export const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const
/** A shop order's invoice is cancelled with its order: shown, not offered as a filter. */
export type InvoiceStatus = (typeof STATUSES)[number] | 'Cancelled'

/** How a payment is made. */
export const METHODS = ['transfer', 'card', 'cash', 'cheque', 'debit'] as const

/** The list's sortable columns and page sizes. */
export const SORT_COLUMNS = ['id', 'client', 'issuedDate', 'dueDate', 'total', 'balance'] as const
export const PER_PAGE = [10, 25, 50, 100] as const

export interface Client {
  id: number
  name: string
  company: string
  companyEmail: string
  address: string
  country: string
  contact: string
}

/**
 * An invoice of the list. Money keeps the spec's shapes (total a number of
 * euros, balance 0 or a money string) and is also given in integer cents,
 * which is what the pages use.
 */
export interface Invoice {
  id: number
  /** YYYY-MM-DD */
  issuedDate: string
  dueDate: string
  client: Client
  service: string
  total: number
  totalCents: number
  balance: number | string
  balanceCents: number
  avatar: string
  invoiceStatus: InvoiceStatus
  /** The stored status: draft, sent, downloaded, partial or paid. */
  status: string
}

export interface Line {
  item: string
  description: string
  cost: number
  costCents: number
  qty: number
  price: number
  priceCents: number
}

export interface Payment {
  id: number
  amount: number
  amountCents: number
  date: string
  method: string
  note: string
}

/** An invoice with everything on it. */
export interface InvoiceDetail extends Invoice {
  salesperson: string
  note: string
  terms: string
  subtotalCents: number
  discountCents: number
  /** A percentage: 20, 5.5 */
  taxRate: number
  taxCents: number
  paidCents: number
  lines: Line[]
  payments: Payment[]
}

export interface PaymentDetails {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

/** The cooperative as its invoices name it. */
export interface Seller {
  Name: string
  Address: string
  City: string
  Email: string
  Phone: string
}

/** The list's state, as in its URL. */
export interface InvoiceFilter extends PagedState {
  [key: string]: string | number | boolean
  q: string
  /** A status label, or '' for all. */
  status: string
}

export interface InvoiceListProps {
  invoices: Invoice[]
  total: number
  /** How many invoices show each status today, by label; '' is all of them. */
  counts: Record<string, number>
  filter: Partial<InvoiceFilter>
}

export interface FormDefaults {
  issuedDate: string
  dueDate: string
  taxRate: number
  salesperson: string
}

export interface InvoiceFormPageProps {
  recentClients: Client[]
  defaults: FormDefaults
  /** Absent when adding. */
  invoice?: InvoiceDetail
}

export interface PreviewProps {
  invoice: InvoiceDetail
  paymentDetails: PaymentDetails
  seller: Seller
  methods: string[]
  /** Whether mail leaves Partage by SMTP. */
  smtp: boolean
  /** The cooperative's date today, YYYY-MM-DD. */
  today: string
  /** How the invoice's latest mail by SMTP is doing; null when none left by SMTP. */
  mail?: DeliveryState | null
}

/** A line as the form holds it: text as typed. */
export interface LineDraft {
  key: number
  item: string
  description: string
  cost: string
  qty: string
}

/** What the form sends: {invoice: InvoicePayload}. Totals are never sent: the server computes them. */
export interface InvoicePayload {
  clientId: number
  issuedDate: string
  dueDate: string
  lines: { item: string; description: string; cost: string; qty: string }[]
  salesperson: string
  note: string
  terms: string
  discount: string
  taxRate: string
}

/** Field errors, keyed like the server names them ("lines.2.cost"). */
export type FieldErrors = Record<string, string | undefined>
