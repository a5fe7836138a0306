/**
 * The register of parts as the server sends it (controllers/coop_parts.go):
 * its entries, the cap table as of a date, the pending subscriptions, and the
 * state of the page in its address.
 */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'

export const PARTS_PATH = '/coop/parts'

/** The kinds of entry, as stored (app/ledger). */
export const KINDS = ['souscription', 'cession', 'remboursement', 'annulation'] as const
/** The kinds a person records by hand: an annulation comes from the entry it corrects. */
export const NEW_KINDS = ['souscription', 'cession', 'remboursement'] as const
export type NewKind = (typeof NEW_KINDS)[number]

/** One line of the register. */
export interface Entry {
  number: number
  date: string
  kind: string
  category: string
  parts: number
  unitCents: number
  totalCents: number
  /** 0: parts issued. */
  fromTiers: number
  fromName: string
  /** 0: parts redeemed or cancelled. */
  toTiers: number
  toName: string
  decision: string
  /** The entry an annulation reverses, else 0. */
  corrects: number
  /** The annulation that reverses this entry, else 0. */
  correctedBy?: number
  createdBy: number
  createdByName: string
  createdAt: string
  prevHash: string
  hash: string
}

/** What one holder holds in one category at a date. */
export interface Holding {
  tiersId: number
  name: string
  category: string
  parts: number
  capitalCents: number
  /** Of the category's parts, 0–100. */
  percentage: number
  voting: boolean
  /** 1 on the holder's first voting row (one member, one vote). */
  votes?: number
  /** votes / voting holders × 100. */
  votingWeight?: number
}

/** A category's totals in the cap table. */
export interface CategoryTotal {
  category: string
  label: string
  parts: number
  capitalCents: number
  holders: number
  voting: boolean
  nominalCents: number
}

/** The holdings as of a date, a page of them. */
export interface CapTable {
  asOf: string
  /** The last entry taken into account. */
  number: number
  rows: Holding[]
  /** Rows matching the cap table's filter. */
  total: number
  categories: CategoryTotal[]
  capitalCents: number
  votingHolders: number
  /** Distinct holders with parts as of the date, when the server counts them. */
  holders?: number
  page: number
  perPage: number
}

export interface Subscription {
  id: number
  tiersId: number
  tiersName: string
  category: string
  parts: number
  unitCents: number
  totalCents: number
  status: string
  decision: string
  entryNumber: number
  movementId: number
  createdAt: string
}

/** A share category, from the cooperative's configuration. */
export interface Category {
  code: string
  label: string
  nominalCents: number
  minPerHolder: number
  maxPerHolder: number
  voting: boolean
  members: boolean
}

/** The register's last link. */
export interface Chain {
  number: number
  hash: string
}

/** GET /coop/parts/verify. */
export interface Verification {
  entries: number
  ok: boolean
  brokenAt: number
  reason: '' | 'gap' | 'previous hash' | 'hash' | 'holdings' | string
  tiersId?: number
  category?: string
}

/** The page's state in its address: the register's filter, the cap table's, and the tab. */
export interface PartsFilter {
  [key: string]: string | number | boolean
  tab: string
  from: string
  to: string
  kind: string
  category: string
  holder: string
  q: string
  page: number
  perPage: number
  asOf: string
  capCategory: string
  capQ: string
  capPage: number
  capPerPage: number
  // The table helpers' paging keys; the register has one order (newest first).
  sortBy: string
  sortDesc: boolean
}

export const TABS = ['registre', 'capitalisation', 'souscriptions'] as const
export type Tab = (typeof TABS)[number]

export const PARTS_DEFAULTS: PartsFilter = Object.freeze({
  tab: 'registre',
  from: '',
  to: '',
  kind: '',
  category: '',
  holder: '',
  q: '',
  page: 1,
  perPage: 25,
  asOf: '',
  capCategory: '',
  capQ: '',
  capPage: 1,
  capPerPage: 25,
  sortBy: 'number',
  sortDesc: true,
})

export const PER_PAGES = [10, 25, 50, 100]

/** The keys of the register's filter and of the cap table's: a change of one leaves the other's page alone. */
const REGISTER_KEYS = ['from', 'to', 'kind', 'category', 'holder', 'q', 'perPage']
const CAP_KEYS = ['asOf', 'capCategory', 'capQ', 'capPerPage']

/**
 * The state of the page: the server's filter, the tab and the "as of" date
 * read from the address itself (the server fills in today when none is asked,
 * which must not pin today's date into the address of the next change).
 */
export function partsState(filter: Partial<PartsFilter> | undefined, url: string): PartsFilter {
  const params = new URLSearchParams(url.split('?')[1] ?? '')
  const base = normalizePaged<PartsFilter>({ ...filter, sortBy: 'number', sortDesc: true }, PARTS_DEFAULTS, PER_PAGES, ['number'])
  const capPerPage = PER_PAGES.includes(Number(base.capPerPage)) ? Number(base.capPerPage) : PARTS_DEFAULTS.capPerPage
  const tab = params.get('tab') ?? ''
  return {
    ...base,
    capPage: Math.max(1, Number(base.capPage) || 1),
    capPerPage,
    tab: (TABS as readonly string[]).includes(tab) ? tab : PARTS_DEFAULTS.tab,
    // The server says "no holder" with 0.
    holder: base.holder && String(base.holder) !== '0' ? String(base.holder) : '',
    asOf: params.get('asOf') ?? '',
  }
}

/**
 * The state after a change: a change of the register's filter sends the
 * register to its first page, one of the cap table's its own first page.
 */
export function changeParts(state: PartsFilter, patch: Partial<PartsFilter>): PartsFilter {
  const next = { ...state, ...patch } as PartsFilter
  const changed = Object.keys(patch).filter((k) => String(patch[k]) !== String(state[k]))
  if (changed.some((k) => REGISTER_KEYS.includes(k)) && !('page' in patch)) next.page = 1
  if (changed.some((k) => CAP_KEYS.includes(k)) && !('capPage' in patch)) next.capPage = 1
  return next
}

/** The address's query of a state: what differs from the defaults (the sort is fixed, never written). */
export function partsQuery(state: PartsFilter): Record<string, string> {
  const query = toQuery(state, PARTS_DEFAULTS, [])
  delete query.sortBy
  delete query.sortDesc
  return query
}

/** Which props a change needs again from the server (a partial reload). */
export function reloadOnly(patch: Partial<PartsFilter>): string[] {
  const keys = Object.keys(patch)
  const only = new Set<string>(['filter'])
  if (keys.some((k) => [...REGISTER_KEYS, 'page'].includes(k))) ['entries', 'total'].forEach((p) => only.add(p))
  if (keys.some((k) => [...CAP_KEYS, 'capPage'].includes(k))) only.add('capTable')
  return [...only]
}

/** The register's export for the filtered period (format csv or pdf). */
export function exportHref(format: 'csv' | 'pdf', state: Pick<PartsFilter, 'from' | 'to'>): string {
  const query = queryString(toQuery({ from: state.from, to: state.to }, { from: '', to: '' }, []))
  return `${PARTS_PATH}/export.${format}${query ? `?${query}` : ''}`
}

/** A holder's certificate of holding as of a date ('' for today). */
export function attestationHref(base: string, asOf: string): string {
  return asOf ? `${base}?${queryString({ asOf })}` : base
}

/** The state read from an address's query (the tests and a reloaded page). */
export const parsePartsQuery = (search: string): PartsFilter => partsState(fromQuery(search, PARTS_DEFAULTS), `?${search.replace(/^\?/, '')}`)

/** Today in the reader's calendar, as YYYY-MM-DD (the date pickers' default and limit). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The result of a verification as words: a key of coop.parts.verify and its parameters. */
export function verificationText(v: Verification): { key: string; params: Record<string, string | number> } {
  if (v.ok) return { key: v.entries === 1 ? 'ok.one' : 'ok.other', params: { count: v.entries } }
  switch (v.reason) {
    case 'gap':
      return { key: 'broken.gap', params: { number: v.brokenAt } }
    case 'previous hash':
      return { key: 'broken.previous', params: { number: v.brokenAt } }
    case 'hash':
      return { key: 'broken.hash', params: { number: v.brokenAt } }
    case 'holdings':
      return { key: 'broken.holdings', params: { tiers: v.tiersId ?? 0, category: v.category ?? '' } }
    case 'missing':
      return { key: 'broken.missing', params: { number: v.brokenAt } }
    default:
      return { key: 'broken.other', params: { number: v.brokenAt, reason: v.reason } }
  }
}

/** Which parties a new movement names: souscription → to, cession → from and to, remboursement → from. */
export function partiesOf(kind: string): { from: boolean; to: boolean } {
  return { from: kind === 'cession' || kind === 'remboursement', to: kind === 'souscription' || kind === 'cession' }
}

export interface PartsProps {
  entries: Entry[]
  total: number
  filter: Partial<PartsFilter>
  capTable: CapTable
  subscriptions: Subscription[]
  categories: Category[]
  kinds: string[]
  chain: Chain
  options?: { perPages: number[] }
}
