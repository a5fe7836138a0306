import { useTranslation } from '@/lib/i18n'

/** Each kind's tint: issued parts green, transfers blue, redemptions amber, annulations red. */
const TONE: Record<string, { tint: string; dot: string }> = {
  souscription: { tint: 'bg-success/12', dot: 'bg-success' },
  cession: { tint: 'bg-info/12', dot: 'bg-info' },
  remboursement: { tint: 'bg-warning/15', dot: 'bg-warning' },
  annulation: { tint: 'bg-danger/12', dot: 'bg-danger' },
}

/** An entry's kind as a pill; the colour is on the dot and the tint, the text stays readable on every skin. */
export default function KindPill({ kind }: { kind: string }) {
  const { t } = useTranslation()
  const tone = TONE[kind] ?? { tint: 'bg-muted/15', dot: 'bg-muted' }
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`coop.parts.kinds.${kind}`, { defaultValue: kind })}
    </span>
  )
}
