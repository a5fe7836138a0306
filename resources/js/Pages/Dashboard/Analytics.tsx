import AnalyticsCards from '@/Components/Analytics/AnalyticsCards'
import DashboardFrame from '@/Components/Analytics/DashboardFrame'
import type { AnalyticsCards as Cards, DashboardProps } from '@/Components/Analytics/types'

/**
 * The analytics dashboard (/dashboard/analytics): the product's own activity
 * — visits, sessions, active users, new accounts, devices — and the contact
 * messages' support tracker, for a period chosen on the page. Staff only.
 */
export default function Analytics({ cards, ...props }: DashboardProps<Cards>) {
  return (
    <DashboardFrame path="/dashboard/analytics" words="analytics.analyticsPage" {...props}>
      <AnalyticsCards cards={cards ?? {}} period={props.period} />
    </DashboardFrame>
  )
}
