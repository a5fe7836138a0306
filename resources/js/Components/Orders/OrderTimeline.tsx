import { Check, Circle, X } from 'lucide-react'
import type { OrderEvent, OrderStatus } from '@/Components/Shop/types'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { orderStatusLabel } from './labels'

const PATH: OrderStatus[] = ['placed', 'paid', 'shipped', 'delivered']

/**
 * An order's way: placed → paid → shipped → delivered, each step with when and
 * by whom it happened (and its note); steps still ahead stay hollow. A cancelled
 * order shows what happened, ending with its cancellation.
 */
export default function OrderTimeline({ status, events }: { status: OrderStatus; events: OrderEvent[] }) {
  const { t } = useTranslation()
  const steps: OrderStatus[] = status === 'cancelled' ? [...new Set(events.map((e) => e.to))] : PATH
  if (status === 'cancelled' && !steps.includes('cancelled')) steps.push('cancelled')
  return (
    <ol aria-label={t('orders.timeline.label')} className="space-y-0">
      {steps.map((step, i) => {
        const event = [...events].reverse().find((e) => e.to === step)
        const done = Boolean(event) || step === status
        const current = step === status
        const Icon = step === 'cancelled' ? X : done ? Check : Circle
        const tone = step === 'cancelled' ? 'bg-solid-danger text-white' : done ? 'bg-primary-solid text-on-primary' : 'border border-line text-muted'
        return (
          <li key={step} aria-current={current ? 'step' : undefined} className="relative flex gap-3 pb-5 last:pb-0">
            {i < steps.length - 1 && <span aria-hidden="true" className={`absolute start-3 top-7 bottom-0 w-px ${done ? 'bg-primary' : 'bg-line'}`} />}
            <span aria-hidden="true" className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-3.5" />
            </span>
            <div className="min-w-0 text-sm">
              <p className={`font-medium ${done ? 'text-heading' : 'text-muted'}`}>
                {orderStatusLabel(step)}
                {!done && <span className="sr-only"> {t('orders.timeline.ahead')}</span>}
              </p>
              {event && (
                <p className="text-xs text-muted">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  {event.byName && ` · ${t('orders.timeline.by', { name: event.byName })}`}
                </p>
              )}
              {event?.note && <p className="mt-1 text-sm">{event.note}</p>}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
