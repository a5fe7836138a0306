import { useTranslation } from '@/lib/i18n'
import { statusLabel } from './accountLabels'

/**
 * The tone of each status: active success, pending warning, inactive
 * secondary. The colour is on the dot and the tint; the text stays the
 * heading colour, readable on every skin. Full class names, so Tailwind sees them.
 */
const TONE: Record<string, { tint: string; dot: string }> = {
  active: { tint: 'bg-success/12', dot: 'bg-success' },
  pending: { tint: 'bg-warning/15', dot: 'bg-warning' },
  inactive: { tint: 'bg-muted/15', dot: 'bg-muted' },
}

/** An account's status (a user's, a staff member's) as a pill. */
export default function StatusPill({ status }: { status: string }) {
  useTranslation()
  const tone = TONE[status] ?? TONE.inactive!
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {statusLabel(status)}
    </span>
  )
}
