import DashboardFrame from '@/Components/Analytics/DashboardFrame'
import EcommerceCards from '@/Components/Analytics/EcommerceCards'
import type { DashboardProps, EcommerceCards as Cards } from '@/Components/Analytics/types'

/**
 * The eCommerce dashboard (/dashboard/ecommerce): what is invoiced and
 * collected, the shop's orders and sales, customers and the monthly goal,
 * for a period chosen on the page. Staff only.
 */
export default function Ecommerce({ cards, ...props }: DashboardProps<Cards>) {
  return (
    <DashboardFrame path="/dashboard/ecommerce" words="analytics.ecommercePage" {...props}>
      <EcommerceCards cards={cards ?? {}} period={props.period} />
    </DashboardFrame>
  )
}
