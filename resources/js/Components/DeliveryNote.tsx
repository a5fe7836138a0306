import { CircleCheck, CircleX, Clock, TriangleAlert } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { formatFullTime } from '@/lib/time'
import type { DeliveryState } from '@/lib/types'

const TONES = {
  queued: { icon: Clock, tone: 'bg-primary/10 text-primary-text' },
  sent: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  retrying: { icon: TriangleAlert, tone: 'bg-warning/10 text-warning' },
  failed: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
  not_delivered: { icon: TriangleAlert, tone: 'bg-warning/10 text-warning' },
} as const

interface DeliveryNoteProps {
  /** What the mail's record says ('' when nothing is known). */
  delivery: '' | 'not_delivered' | DeliveryState['state']
  outgoing?: DeliveryState | null
  className?: string
}

/**
 * Where a sent mail stands with the mail server: queued, sent, retrying (and
 * when the next try comes) or failed, with the server's answer. Shown by the
 * mail app and by an invoice sent by mail.
 */
export default function DeliveryNote({ delivery, outgoing, className = '' }: DeliveryNoteProps) {
  const { t, i18n } = useTranslation()
  const state = outgoing?.state ?? delivery
  // A state this page does not know (a newer server) shows nothing rather than breaking the mail.
  if (state === '' || !(state in TONES)) return null
  const { icon: Icon, tone } = TONES[state]
  const when = (iso?: string) => (iso ? formatFullTime(iso, i18n.language) : '')
  let text: string
  switch (state) {
    case 'queued':
      text = t('email.read.delivery.queued')
      break
    case 'sent':
      text = t('email.read.delivery.sent', { time: when(outgoing?.sentAt) })
      break
    case 'retrying':
      text = t('email.read.delivery.retrying', { time: when(outgoing?.nextAttempt) })
      break
    case 'failed':
      text = outgoing ? t('email.read.delivery.failed') : t('email.read.failed')
      break
    default:
      text = t('email.read.notDelivered')
  }
  const answer = state !== 'queued' && outgoing?.answer ? outgoing.answer : ''
  return (
    <div role="note" data-delivery={state} className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${tone} ${className}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p>{text}</p>
        {answer && (
          <p className="mt-1 break-words text-xs opacity-90">
            {t('email.read.delivery.answer')} <code dir="ltr">{answer}</code>
          </p>
        )}
      </div>
    </div>
  )
}
