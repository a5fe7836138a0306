import { Check, MapPin, ShoppingCart, Wallet } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { STEPS, type Step } from './checkoutState'

const ICONS = { cart: ShoppingCart, address: MapPin, payment: Wallet }

interface StepperProps {
  step: Step
  /** The furthest step one may go to now. */
  furthest: Step
  onStep: (step: Step) => void
}

/** The checkout's three steps: done ones ticked, the current one marked, the ones not yet reachable disabled. */
export default function Stepper({ step, furthest, onStep }: StepperProps) {
  const { t } = useTranslation()
  const at = STEPS.indexOf(step)
  const reach = STEPS.indexOf(furthest)
  return (
    <nav aria-label={t('checkout.steps.label')} className="card mb-6 p-4">
      <ol className="flex flex-wrap items-center justify-center gap-2 sm:gap-6">
        {STEPS.map((s, i) => {
          const Icon = i < at ? Check : ICONS[s]
          const current = s === step
          return (
            <li key={s} className="flex items-center gap-2 sm:gap-6">
              <button
                type="button"
                onClick={() => onStep(s)}
                disabled={i > reach || current}
                aria-current={current ? 'step' : undefined}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm font-medium disabled:cursor-default enabled:hover:bg-primary/10"
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-9 items-center justify-center rounded-full ${current || i < at ? 'bg-primary-solid text-on-primary' : 'bg-primary/10 text-primary-text'}`}
                >
                  <Icon className="size-5" />
                </span>
                <span className={current ? 'text-heading' : 'text-text'}>
                  <span className="sr-only">{t('checkout.steps.number', { n: i + 1, total: STEPS.length })} </span>
                  {t(`checkout.steps.${s}`)}
                </span>
              </button>
              {i < STEPS.length - 1 && <span aria-hidden="true" className="hidden h-px w-10 bg-line sm:block" />}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
