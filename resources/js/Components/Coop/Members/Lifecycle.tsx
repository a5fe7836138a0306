import { Check } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** The lifecycle's main path; a rejected candidate leaves it after candidat or examen. */
const PATH = ['candidat', 'examen', 'admis', 'actif', 'sortant', 'sorti']

/**
 * The lifecycle as a stepper: the steps passed (ticked), the current one
 * (ringed, and named so to screen readers), those to come. A rejected
 * candidate's path ends on "Rejeté".
 */
export default function Lifecycle({ status }: { status: string }) {
  const { t } = useTranslation()
  const steps = status === 'rejete' ? ['candidat', 'examen', 'rejete'] : PATH
  const at = steps.indexOf(status)
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-3" aria-label={t('coop.members.page.lifecycle')}>
      {steps.map((s, i) => {
        const done = i < at
        const current = i === at
        const tone = current ? (s === 'rejete' ? 'border-danger bg-danger text-white' : 'border-primary bg-primary text-on-primary') : done ? 'border-success bg-success/15 text-success' : 'border-line text-muted'
        return (
          <li key={s} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
            <span className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold ${tone}`}>
              {done ? <Check className="size-4" aria-hidden="true" /> : i + 1}
            </span>
            <span className={`text-sm ${current ? 'font-semibold text-heading' : done ? 'text-heading' : 'text-muted'}`}>
              {t(`coop.members.status.${s}`)}
              {current && <span className="sr-only"> ({t('coop.members.page.current')})</span>}
            </span>
            {i < steps.length - 1 && <span aria-hidden="true" className={`mx-1 h-px w-6 ${done ? 'bg-success' : 'bg-line'}`} />}
          </li>
        )
      })}
    </ol>
  )
}
