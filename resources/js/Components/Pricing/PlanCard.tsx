import { Check, Pencil, Users } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { euros } from './money'
import type { Billing, Plan } from './types'

/** One plan: its title, price for the billing chosen, benefits and users; admins edit it. */
export default function PlanCard({ plan, billing, onEdit }: { plan: Plan; billing: Billing; onEdit?: () => void }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const free = plan.monthlyPrice === 0
  const price = billing === 'yearly' ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.code}
      className={`card relative flex flex-col gap-5 p-6 ${plan.popular ? 'border-2 border-primary' : 'border border-transparent'}`}
    >
      {plan.popular && <span className="absolute end-4 top-4 rounded-full bg-primary/12 px-2.5 py-0.5 text-xs font-medium text-primary-text">{t('pricing.popular')}</span>}
      <div className="text-center">
        <h2 id={`plan-${plan.id}`} className="text-xl font-semibold text-heading">
          {plan.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{plan.subtitle}</p>
      </div>
      <div className="text-center">
        <p className="flex items-baseline justify-center gap-1">
          <span className="text-4xl font-semibold text-primary-text" data-testid="plan-price">
            {free ? t('pricing.free') : euros(price, lng)}
          </span>
          {!free && <span className="text-sm text-muted">{t('pricing.perMonth')}</span>}
        </p>
        <p className="mt-1 min-h-5 text-sm text-muted">{!free && billing === 'yearly' ? t('pricing.billedYearly', { amount: euros(plan.yearlyPlan.totalAnnual, lng) }) : ''}</p>
      </div>
      <ul className="grid flex-1 content-start gap-2">
        {plan.planBenefits.map((b) => (
          <li key={b} className="flex items-start gap-2 text-[0.9375rem]">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{b}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-center gap-2 text-sm text-muted" data-testid="plan-users">
        <Users className="size-4" aria-hidden="true" />
        {tCount('pricing.users', plan.users, { n: formatNumber(plan.users, lng) })}
      </p>
      {onEdit && (
        <button type="button" className="btn-outline justify-center" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('pricing.edit', { title: plan.title })}
        </button>
      )}
    </article>
  )
}
