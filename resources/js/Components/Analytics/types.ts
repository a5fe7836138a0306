/**
 * The dashboards' props as the server sends them (the contract of the card
 * calls, GET /card/card-analytics/{name} and /card/card-statistics/{name},
 * minus their period). Money in integer cents, days 'YYYY-MM-DD', months 'YYYY-MM'.
 */

export type PeriodKey = '7d' | '30d' | '12m' | 'custom'

/** The span the cards show: its first and last day (both included) and the unit of the series. */
export interface Period {
  key: PeriodKey
  from: string
  to: string
  unit: 'day' | 'month'
}

/** One line of a chart: its key (the contract's name) and one value a label. */
export interface Series {
  name: string
  data: number[]
}

/** What every card answer has. */
interface Base {
  /** The list behind the card. */
  href: string
}

/** A card drawing series over the period's labels (days or months). */
export interface SeriesCard extends Base {
  labels: string[]
  series: Series[]
  /** Percent against the previous period of the same length; null when that one was zero. */
  change: number | null
}

export interface AvgSessions extends SeriesCard {
  average: number
  total: number
}

export interface SiteTraffic extends SeriesCard {
  total: number
  topRoutes: { route: string; visits: number }[]
}

export interface ActiveUsers extends SeriesCard {
  total: number
  averageDaily: number
}

export interface CountCard extends SeriesCard {
  total: number
}

export interface MoneyCard extends SeriesCard {
  totalCents: number
}

export interface Sales extends MoneyCard {
  count: number
}

export interface RevenueReport extends Base {
  labels: string[]
  series: Series[]
  totals: { invoiced: number; collected: number }
}

export interface SessionsDevice extends Base {
  total: number
  devices: { device: string; sessions: number; percent: number }[]
}

export interface SupportTracker extends Base {
  total: number
  new: number
  open: number
  closed: number
  firstReplyMinutes: number | null
  answeredPercent: number | null
}

export interface GoalOverview extends Base {
  configured: boolean
  goalCents: number
  collectedCents: number
  percent: number | null
}

export interface ProductOrders extends Base {
  total: number
  byStatus: Record<string, number>
}

export interface Customers extends Base {
  total: number
  new: number
  returning: number
}

export interface AnalyticsCards {
  'avg-sessions'?: AvgSessions
  'site-traffic'?: SiteTraffic
  'active-users'?: ActiveUsers
  'sessions-device'?: SessionsDevice
  'support-tracker'?: SupportTracker
  subscribers?: CountCard
}

export interface EcommerceCards {
  'revenue-report'?: RevenueReport
  'goal-overview'?: GoalOverview
  revenue?: MoneyCard
  'product-orders'?: ProductOrders
  customers?: Customers
  'orders-bar-chart'?: CountCard
  'profit-line-chart'?: MoneyCard
  sales?: Sales
  'statistics-revenue'?: MoneyCard
  orders?: CountCard
}

/** The props both dashboards get. */
export interface DashboardProps<Cards> {
  period: Period
  /** The cooperative's day (YYYY-MM-DD): the last day a period may reach. */
  today: string
  /** When the figures were last rolled up (ISO time); null before the first time. */
  rolledAt: string | null
  cards: Cards
  /** Why the period asked for was refused (the cards show 30 days instead). */
  periodError?: string | null
}
