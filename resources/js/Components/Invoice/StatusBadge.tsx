import { useTranslation } from '@/lib/i18n'
import { statusLabel } from './labels'
import { STATUS_TONES, statusKey } from './status'

/** An invoice's status as a tinted pill. */
export default function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  useTranslation()
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_TONES[statusKey(status)]} ${className}`}>
      {statusLabel(status)}
    </span>
  )
}
