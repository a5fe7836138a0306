/** The dashboard's "overview" prop: the cooperative at a glance (controllers/dashboard.go). */

export interface CategoryNow {
  category: string
  label: string
  nominalCents: number
  parts: number
  capitalCents: number
  holders: number
}

export interface CapitalMonth {
  /** YYYY-MM */
  month: string
  totalCents: number
  byCategory: Record<string, number>
}

export interface WaitingMovement {
  id: number
  tiersId: number
  tiersName: string
  kind: string
  amountCents: number
  requestedName: string
  requestedAt: string
  approvalsCount: number
  approvalsNeeded: number
  canApprove: boolean
}

export interface Flow {
  count: number
  cents: number
}

export interface DueTask {
  id: number
  title: string
  dueDate: string
  overdue: boolean
  isImportant: boolean
  assignee: string
}

export interface DayEvent {
  id: number
  title: string
  calendar: string
  start: string
  end: string
  allDay: boolean
  location: string
}

export interface Overview {
  /** YYYY-MM-DD, the cooperative's date. */
  today: string
  members: Record<string, number>
  memberStatuses: string[]
  applicationsPending: number
  capital: { totalCents: number; categories: CategoryNow[]; months: CapitalMonth[] }
  movements: { count: number; cents: number; oldest: WaitingMovement[] }
  /** The viewer may approve money. */
  canApprove: boolean
  flows: { month: string; deposits: Flow; withdrawals: Flow }
  contact: { new: number; inProgress: number }
  invoicesPastDue: Flow
  tasks: { count: number; overdue: number; items: DueTask[] }
  events: { count: number; items: DayEvent[] }
  tookMs: number
}

/** The first and last days (YYYY-MM-DD) of a month (YYYY-MM). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number)
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** The movements of a kind executed in a month: the lines the month's flows count, booked on its days. */
const executedIn = (kind: 'deposit' | 'withdrawal', month: string) => {
  const { from, to } = monthDays(month)
  return `/coop/depot-retrait?status=executed&kind=${kind}&from=${from}&to=${to}`
}

/** The lists each figure opens, filtered to what it counts. */
export const LINKS = {
  members: (status: string) => `/coop/membres?status=${status}`,
  capital: '/coop/parts?tab=capitalisation',
  capitalOf: (category: string) => `/coop/parts?tab=capitalisation&capCategory=${encodeURIComponent(category)}`,
  movementsPending: '/coop/depot-retrait?status=requested',
  /** The month (YYYY-MM) is the flows' own, so the list and the figure change month together. */
  deposits: (month: string) => executedIn('deposit', month),
  withdrawals: (month: string) => executedIn('withdrawal', month),
  applications: '/coop/rejoignez-nous?status=pending',
  /** New and in progress, as the figure counts them. */
  contactOpen: '/coop/contact?status=open',
  invoicesPastDue: '/apps/invoice/list?status=Past%20Due',
  /** The viewer's open tasks due today or overdue, theirs or nobody's. */
  tasks: '/apps/todo/due',
  /** The calendar on the day's view (day: YYYY-MM-DD, the cooperative's today). */
  events: (day: string) => `/apps/calendar?view=day&date=${day}`,
  approve: (id: number) => `/coop/depot-retrait/movements/${id}/approve`,
} as const

declare module '@/lib/types' {
  interface RealtimeEvents {
    /** Something the dashboard counts changed: it reloads its figures. */
    'dashboard.changed': Record<string, never>
  }
}
