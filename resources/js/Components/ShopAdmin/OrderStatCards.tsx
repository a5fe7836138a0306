import { CircleCheck, CircleX, Clock, Truck, Wallet, type LucideIcon } from 'lucide-react'
import StatCards from '@/Components/StatCards'
import { ORDER_STATUSES } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { orderStatusLabel } from './labels'
import type { OrderCounts } from './types'

const LOOK: Record<string, { icon: LucideIcon; tone: string }> = {
  placed: { icon: Clock, tone: 'bg-warning/15 text-[#7f4a00] dark:text-warning' },
  paid: { icon: Wallet, tone: 'bg-info/15 text-[#00667a] dark:text-info' },
  shipped: { icon: Truck, tone: 'bg-primary/15 text-primary-text' },
  delivered: { icon: CircleCheck, tone: 'bg-success/15 text-[#146c3a] dark:text-success' },
  cancelled: { icon: CircleX, tone: 'bg-danger/15 text-[#ad1f20] dark:text-[#ffa0a0]' },
}

interface OrderStatCardsProps {
  counts: Partial<OrderCounts>
  /** The status the list shows now ('' for all). */
  current: string
  onPick: (status: string) => void
}

/** How many orders are in each status; a card filters the list by it (again: all of them). */
export default function OrderStatCards({ counts, current, onPick }: OrderStatCardsProps) {
  const { t } = useTranslation()
  const items = ORDER_STATUSES.map((s) => ({
    key: s,
    ...LOOK[s]!,
    label: orderStatusLabel(s),
    value: counts[s] ?? 0,
    active: current === s,
    onSelect: () => onPick(current === s ? '' : s),
  }))
  // Five statuses: one row of five on wide screens rather than four and one.
  return (
    <div className="xl:[&_ul]:grid-cols-5">
      <StatCards label={t('shopAdmin.orders.cards')} items={items} />
    </div>
  )
}
