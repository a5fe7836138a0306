import { useTranslation } from '@/lib/i18n'
import { statusLabel } from './labels'

/**
 * The tone of each status, as the template colours them: current primary,
 * professional success, rejected danger, resigned warning, applied info. The
 * colour is on the dot and the tint; the text stays the heading colour,
 * readable on every skin. Full class names, so Tailwind sees them.
 */
const TONE: Record<number, { tint: string; dot: string }> = {
  1: { tint: 'bg-primary/12', dot: 'bg-primary' },
  2: { tint: 'bg-success/12', dot: 'bg-success' },
  3: { tint: 'bg-danger/12', dot: 'bg-danger' },
  4: { tint: 'bg-warning/15', dot: 'bg-warning' },
  5: { tint: 'bg-info/12', dot: 'bg-info' },
}

/** An employee's status as a coloured pill with its name. */
export default function StatusBadge({ status }: { status: number }) {
  useTranslation()
  const tone = TONE[status] ?? { tint: 'bg-muted/15', dot: 'bg-muted' }
  return (
    <span data-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {statusLabel(status)}
    </span>
  )
}
