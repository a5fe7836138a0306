import { useTranslation } from '@/lib/i18n'

/**
 * The tone of each status along the lifecycle: waiting ones in info and
 * warning, members in primary and success, leaving in warning, gone in
 * muted, rejected in danger. Full class names, so Tailwind sees them.
 */
const TONE: Record<string, { tint: string; dot: string }> = {
  candidat: { tint: 'bg-info/15', dot: 'bg-info' },
  examen: { tint: 'bg-warning/15', dot: 'bg-warning' },
  admis: { tint: 'bg-primary/15', dot: 'bg-primary' },
  actif: { tint: 'bg-success/12', dot: 'bg-success' },
  sortant: { tint: 'bg-warning/15', dot: 'bg-warning' },
  sorti: { tint: 'bg-muted/15', dot: 'bg-muted' },
  rejete: { tint: 'bg-danger/12', dot: 'bg-danger' },
}

/** A membership status as a coloured pill (the word says it; the colour only helps). */
export default function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const tone = TONE[status] ?? TONE.sorti!
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`coop.members.status.${status}`, { defaultValue: status })}
    </span>
  )
}
