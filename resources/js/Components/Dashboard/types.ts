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

/** The filtered lists each figure opens. */
export const LINKS = {
  members: (status: string) => `/coop/membres?status=${status}`,
  capital: '/coop/parts?tab=capitalisation',
  capitalOf: (category: string) => `/coop/parts?tab=capitalisation&capCategory=${encodeURIComponent(category)}`,
  movementsPending: '/coop/depot-retrait?status=requested',
  deposits: '/coop/depot-retrait?status=executed&kind=deposit',
  withdrawals: '/coop/depot-retrait?status=executed&kind=withdrawal',
  applications: '/coop/rejoignez-nous?status=pending',
  contactNew: '/coop/contact?status=new',
  contactInProgress: '/coop/contact?status=in_progress',
  invoicesPastDue: '/apps/invoice/list?status=Past%20Due',
  tasks: '/apps/todo',
  events: '/apps/calendar',
  approve: (id: number) => `/coop/depot-retrait/movements/${id}/approve`,
} as const

declare module '@/lib/types' {
  interface RealtimeEvents {
    /** Something the dashboard counts changed: it reloads its figures. */
    'dashboard.changed': Record<string, never>
  }
}
