import { useTranslation } from '@/lib/i18n'
import { orderStatusLabel } from './labels'

/**
 * Tinted pills; full class names, so Tailwind sees them. On the light skins the
 * text is a darker shade of the tone, so it keeps 4.5:1 on its tint.
 */
const TONES: Record<string, string> = {
  placed: 'bg-warning/15 text-[#7f4a00] dark:text-warning',
  paid: 'bg-info/15 text-[#00667a] dark:text-info',
  shipped: 'bg-primary/15 text-primary-text',
  delivered: 'bg-success/15 text-[#146c3a] dark:text-success',
  cancelled: 'bg-danger/15 text-[#ad1f20] dark:text-[#ffa0a0]',
}

/** An order's status as a tinted pill. */
export default function OrderStatusBadge({ status, className = '' }: { status: string; className?: string }) {
  useTranslation()
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status] ?? TONES.placed} ${className}`}>
      {orderStatusLabel(status)}
    </span>
  )
}
