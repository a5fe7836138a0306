/** The staff page's data (/coop/admins), as the server sends it (controllers/coop_staff.go). */
import { fromQuery, normalizePaged, queryString, toQuery } from '@/Components/DataTable'

export const STAFF_PATH = '/coop/admins'

/** A line of the staff list. */
export interface StaffMember {
  id: number
  fullName: string
  username: string
  email: string
  avatar: string
  role: string
  status: string
  /** ISO 8601 */
  createdAt: string
  /** ISO 8601; null before their first sign-in. */
  lastSignIn: string | null
  /** Invited, no password chosen yet. */
  pending: boolean
  /** Two-step sign-in is on (an admin may turn it off for someone locked out). */
  twoStep?: boolean
}

/** The list's state, in the URL. */
export interface StaffFilter {
  [key: string]: string | number | boolean
  q: string
  role: string
  status: string
  page: number
  perPage: number
  sortBy: string
  sortDesc: boolean
}

export interface StaffOptions {
  roles: string[]
  statuses: string[]
  perPages: number[]
  sorts: string[]
}

export interface AdminsProps {
  staff: StaffMember[]
  total: number
  counts: Record<string, number>
  filter: StaffFilter
  options: StaffOptions
  mailEnabled?: boolean
}

/** The server's defaults: the first page of ten, by name. */
export const STAFF_DEFAULTS: StaffFilter = Object.freeze({ q: '', role: '', status: '', page: 1, perPage: 10, sortBy: 'fullName', sortDesc: false })

const PER_PAGE = [10, 25, 50]
const SORTS = ['fullName', 'email', 'role', 'status', 'id']

/** The filter the page got, completed with the defaults. */
export function normalizeStaffFilter(filter: Partial<StaffFilter> | undefined): StaffFilter {
  return normalizePaged(filter, STAFF_DEFAULTS, PER_PAGE, SORTS)
}

/** The list's address for a state. */
export function staffURL(filter: StaffFilter): string {
  const query = queryString(toQuery(filter, STAFF_DEFAULTS))
  return query ? `${STAFF_PATH}?${query}` : STAFF_PATH
}

/** A state read from a list address's query. */
export const parseStaffQuery = (search: string): StaffFilter => normalizeStaffFilter(fromQuery(search, STAFF_DEFAULTS))
