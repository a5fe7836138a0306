import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import type { Availability } from './types'

interface AvailabilityBadgeProps {
  availability: Availability
  stock: number
  /** Say "In stock" too (a product's page); cards only mark low and out. */
  showInStock?: boolean
}

const TONE: Record<Availability, string> = {
  in_stock: 'bg-success/12 text-heading',
  low: 'bg-warning/15 text-heading',
  out: 'bg-danger/12 text-heading',
}
const DOT: Record<Availability, string> = { in_stock: 'bg-success', low: 'bg-warning', out: 'bg-danger' }

/** In stock, "Only 3 left" or "Out of stock", as a pill. */
export default function AvailabilityBadge({ availability, stock, showInStock = false }: AvailabilityBadgeProps) {
  const { t } = useTranslation()
  if (availability === 'in_stock' && !showInStock) return null
  const text = availability === 'out' ? t('shop.availability.out') : availability === 'low' ? tCount('shop.availability.low', stock) : t('shop.availability.inStock')
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[availability]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[availability]}`} />
      {text}
    </span>
  )
}
