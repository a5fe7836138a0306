import { useTranslation } from '@/lib/i18n'

/** The tone of each status: new warning (waits for someone), in progress primary, closed muted. */
const TONE: Record<string, { tint: string; dot: string }> = {
  new: { tint: 'bg-warning/15', dot: 'bg-warning' },
  in_progress: { tint: 'bg-primary/12', dot: 'bg-primary' },
  closed: { tint: 'bg-muted/15', dot: 'bg-muted' },
}

/** A contact message's status as a pill; the text stays the heading colour, readable on every skin. */
export default function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const tone = TONE[status] ?? TONE.closed!
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`coop.contact.status.${status}`)}
    </span>
  )
}
