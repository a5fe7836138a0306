import { Link } from '@inertiajs/react'
import { Check } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { money, planLabel } from './labels'
import { editPath } from './paths'
import type { PlanInfo } from './types'

/** The user's plan: its name, monthly price, what it includes, and a way to change it. */
export default function PlanCard({ plan, userId, canEdit }: { plan: PlanInfo; userId: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="user-plan" className="card border-2 border-primary/60 p-5 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted uppercase">{t('users.view.plan')}</p>
          <h2 id="user-plan" className="mt-1 inline-flex rounded-full bg-primary/12 px-3 py-0.5 text-sm font-semibold text-primary-text">
            {planLabel(plan.name)}
          </h2>
        </div>
        <p className="text-end">
          <span className="text-3xl font-semibold text-primary-text">{money(plan.price, i18n.language)}</span>
          <span className="block text-xs text-muted">{t('users.view.perMonth')}</span>
        </p>
      </div>
      {plan.features.length > 0 && (
        <ul className="mb-5 space-y-2">
          {plan.features.map((key) => (
            <li key={key} className="flex items-start gap-2 text-sm">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <Link href={editPath(userId, 'account')} className="btn-primary w-full">
          {t('users.view.changePlan')}
        </Link>
      )}
    </section>
  )
}
