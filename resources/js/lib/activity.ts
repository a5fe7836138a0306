/** One recorded event as the lists show it (app/analytics.Activity). */
export interface ActivityRow {
  id: number
  kind: 'visit' | 'sign_in'
  userId: number
  userName: string
  userEmail: string
  /** The route's path template ('' for a sign-in). */
  route: string
  device: 'desktop' | 'mobile' | 'tablet'
  /** ISO 8601, UTC. */
  at: string
}

/** The staff list's state, all in its URL (controllers/analytics_activity.go). */
export interface ActivityFilter {
  [key: string]: string | number | boolean
  user: string
  kind: string
  route: string
  from: string
  to: string
  page: number
  perPage: number
  /** The list is always newest first; these keep the table toolkit's shape. */
  sortBy: string
  sortDesc: boolean
}

export interface ActivityOptions {
  kinds: string[]
  routes: string[]
  perPages: number[]
  retentionDays: number
}

/** The props of Pages/Dashboard/Activity. */
export interface ActivityProps {
  activity: ActivityRow[]
  total: number
  /** More rows than counted: the total is a lower bound. */
  capped: boolean
  filter: Partial<ActivityFilter>
  options: ActivityOptions
}

/** GET /api/account/activity: one's own activity. */
export interface OwnActivity {
  rows: ActivityRow[]
  total: number
  capped: boolean
  page: number
  perPage: number
  retentionDays: number
}

export const ACTIVITY_PATH = '/dashboard/analytics/activity'
export const OWN_ACTIVITY_URL = '/api/account/activity'

export const ACTIVITY_DEFAULTS: ActivityFilter = { user: '', kind: '', route: '', from: '', to: '', page: 1, perPage: 25, sortBy: '', sortDesc: false }

/** The server's filter with the defaults filled in. */
export const normalizeActivityFilter = (raw: Partial<ActivityFilter> | undefined): ActivityFilter => ({
  ...ACTIVITY_DEFAULTS,
  ...(raw ?? {}),
  sortBy: '',
  sortDesc: false,
})

/** Whether the filter narrows the list. */
export const isFiltered = (f: ActivityFilter) => Boolean(f.user || f.kind || f.route || f.from || f.to)
