/** The words of dépôt-retrait's codes, an amount as the page shows it, and a status as a pill. */
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react'
import { refusedWith } from '@/Components/Form/form'
import { formatMoney } from '@/lib/format'
import { t, useTranslation } from '@/lib/i18n'
import { signedCents, type Movement } from './types'

export const kindLabel = (code: string) => t(`coop.money.kinds.${code}`, { defaultValue: code })
export const statusLabel = (code: string) => t(`coop.money.statuses.${code}`, { defaultValue: code })

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
export const refused = refusedWith('coop.money.failed')

const TONE: Record<string, { tint: string; dot: string }> = {
  requested: { tint: 'bg-warning/15', dot: 'bg-warning' },
  approved: { tint: 'bg-info/15', dot: 'bg-info' },
  executed: { tint: 'bg-success/12', dot: 'bg-success' },
  rejected: { tint: 'bg-danger/12', dot: 'bg-danger' },
  cancelled: { tint: 'bg-muted/15', dot: 'bg-muted' },
}

/** A movement's status as a pill: the colour on the dot and the tint, the text in the heading colour (readable on every skin). */
export function MovementStatus({ status }: { status: string }) {
  useTranslation()
  const tone = TONE[status] ?? TONE.cancelled!
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-heading ${tone.tint}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {statusLabel(status)}
    </span>
  )
}

/** An amount in the reader's language, kept left-to-right in an RTL page. */
export function Amount({ cents, className = '' }: { cents: number; className?: string }) {
  const { i18n } = useTranslation()
  return (
    <bdi dir="ltr" className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatMoney(cents, i18n.language)}
    </bdi>
  )
}

/** A movement's amount with its sign: "+" for money in, "−" for money out, and an arrow of the direction's colour. */
export function SignedAmount({ movement }: { movement: Pick<Movement, 'kind' | 'amountCents'> }) {
  return <Signed cents={signedCents(movement)} />
}

/** Signed cents as the lists show them: "+12,34 €" or "−12,34 €" with the direction's arrow (the sign says it to everyone). */
export function Signed({ cents }: { cents: number }) {
  const { i18n } = useTranslation()
  const text = formatMoney(Math.abs(cents), i18n.language)
  const Arrow = cents < 0 ? ArrowUpRight : ArrowDownLeft
  return (
    <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-heading">
      <Arrow className={`size-3.5 shrink-0 rtl:-scale-x-100 ${cents < 0 ? 'text-danger' : 'text-success'}`} aria-hidden="true" />
      <bdi dir="ltr" className="tabular-nums">
        {cents < 0 ? `−${text}` : `+${text}`}
      </bdi>
    </span>
  )
}
