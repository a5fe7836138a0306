/** Dépôt-retrait's data as the server sends it (controllers/coop_money.go), and its addresses. */
import { normalizePaged, queryString, toQuery } from '@/Components/DataTable'
import { isDay } from '@/lib/format'

export const MONEY_PATH = '/coop/depot-retrait'
export const MOVEMENTS_PATH = `${MONEY_PATH}/movements`
export const INTEREST_PATH = `${MONEY_PATH}/interest`

/** The kinds and statuses, in the server's order (app/money). */
export const KINDS = ['deposit', 'withdrawal', 'share_purchase', 'share_redemption', 'interest', 'shop_payment', 'shop_refund'] as const
export const STATUSES = ['requested', 'approved', 'executed', 'rejected', 'cancelled'] as const

/** The kinds staff may ask for: interest comes from the yearly run, redemptions from an exit. */
export const REQUEST_KINDS = ['deposit', 'withdrawal', 'share_purchase'] as const

/** Kinds that take money out of the account: shown with a minus sign. */
export const OUTGOING: readonly string[] = ['withdrawal', 'share_purchase', 'shop_payment']

/** A decision on a movement: who, approved or rejected, why, when. */
export interface Approval {
  userId: number
  userName: string
  decision: string
  reason: string
  at: string
}

/** A money movement. */
export interface Movement {
  id: number
  tiersId: number
  tiersName: string
  kind: string
  amountCents: number
  label: string
  status: string
  /** 1, 2 above the threshold, 0 for what the product executes itself (interest, redemption on exit). */
  approvalsNeeded: number
  approvalsCount: number
  /** Filled on a movement's own answer; [] in lists. */
  approvals: Approval[]
  subscriptionId: number
  requestedBy: number
  requestedName: string
  requestedAt: string
  decidedAt: string | null
  executedAt: string | null
  reason: string
  /** Whether the viewer may approve it (the page's lists). */
  canApprove?: boolean
}

/** A tiers' account: its balance, what its requested withdrawals hold back, and what is left. */
export interface Account {
  tiersId: number
  balanceCents: number
  pendingCents: number
  availableCents: number
}

/** A booked line of a statement. */
export interface StatementLine {
  id: number
  movementId: number
  kind: string
  amountCents: number
  balanceCents: number
  label: string
  /** The day it was booked. */
  date: string
}

/** The movements' list state, in the URL. */
export interface MovementFilter {
  [key: string]: string | number | boolean
  status: string
  kind: string
  tiers: string
  q: string
  /** Days (YYYY-MM-DD, both included) of execution, or of request for a movement not executed; '' for no bound. */
  from: string
  to: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

export const PER_PAGES = [10, 25, 50, 100] as const

/** The server's defaults: the newest first, 25 a page (the list has one order: sortBy stays out of the URL). */
export const FILTER_DEFAULTS: MovementFilter = Object.freeze({ status: '', kind: '', tiers: '', q: '', from: '', to: '', page: 1, perPage: 25, sortBy: 'id', sortDesc: true })

/** A day as the filter holds it (YYYY-MM-DD), or '' for anything else. */
const dayOrEmpty = (v: unknown) => (isDay(v) ? v : '')

/** The filter the page got, completed with the defaults. */
export function normalizeFilter(filter: Partial<MovementFilter> | undefined, perPages: readonly number[] = PER_PAGES): MovementFilter {
  const f = normalizePaged({ ...filter, sortBy: 'id', sortDesc: true }, FILTER_DEFAULTS, perPages, ['id'])
  return { ...f, status: String(f.status ?? ''), kind: String(f.kind ?? ''), tiers: String(f.tiers ?? ''), q: String(f.q ?? ''), from: dayOrEmpty(f.from), to: dayOrEmpty(f.to) }
}

/** The filters a "Clear filters" empties. */
export const NO_FILTER: Partial<MovementFilter> = Object.freeze({ status: '', kind: '', tiers: '', q: '', from: '', to: '' })

/**
 * The period's change: a day the browser could not read leaves the filter as it
 * was, and a start after the end (or an end before the start) moves the other
 * bound to the same day, so the list never asks for an empty, backwards period.
 */
export function periodPatch(filter: Pick<MovementFilter, 'from' | 'to'>, bound: 'from' | 'to', day: string): Partial<MovementFilter> | null {
  if (day !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  if (bound === 'from') return day !== '' && filter.to !== '' && day > filter.to ? { from: day, to: day } : { from: day }
  return day !== '' && filter.from !== '' && day < filter.from ? { from: day, to: day } : { to: day }
}

/** The counts by status, and all. */
export type MoneyCounts = Record<string, number>

/** A holder's interest in a dry run. */
export interface InterestHolder {
  tiersId: number
  name: string
  parts: number
  capitalCents: number
  amountCents: number
}

/** What a run would credit (nothing written): holders on 31 December of the year, at the rate. */
export interface InterestPreview {
  year: number
  rateBasisPoints: number
  capBasisPoints: number
  asOf: string
  holders: InterestHolder[]
  count: number
  totalCents: number
  alreadyRun: boolean
}

/** The props of Pages/Coop/DepotRetrait. */
export interface DepotRetraitProps {
  movements: Movement[]
  total: number
  filter: Partial<MovementFilter>
  counts: MoneyCounts
  /** What the viewer may approve, oldest first. */
  pending: Movement[]
  settings?: { secondAboveCents: number; interestCapBasisPoints: number }
  options?: { kinds: string[]; statuses: string[]; requestKinds: string[]; perPages: number[] }
}

/** The address of a movement's action. */
export const movementPath = (id: number, action: 'approve' | 'reject' | 'cancel') => `${MOVEMENTS_PATH}/${id}/${action}`

/** A statement's download for a period (PDF or CSV), from a base such as /coop/tiers/7/statement or /coop/profil/statement. */
export function statementURL(base: string, format: 'pdf' | 'csv', from: string, to: string): string {
  const q = queryString(toQuery({ from, to }, { from: '', to: '' }, []))
  return `${base}.${format}${q ? `?${q}` : ''}`
}

/** The signed amount of a movement: money out is negative. */
export const signedCents = (m: Pick<Movement, 'kind' | 'amountCents'>) => (OUTGOING.includes(m.kind) ? -m.amountCents : m.amountCents)
