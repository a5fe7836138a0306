import { Head, router } from '@inertiajs/react'
import { useState } from 'react'
import LangSwitch from '@/Components/Faq/LangSwitch'
import { useContentLanguage } from '@/Components/Faq/useContentLanguage'
import BillingSwitch from '@/Components/Pricing/BillingSwitch'
import { bestSaving } from '@/Components/Pricing/money'
import PlanCard from '@/Components/Pricing/PlanCard'
import PlanDialog from '@/Components/Pricing/PlanDialog'
import PricingFaq from '@/Components/Pricing/PricingFaq'
import { PRICING_PATH, type Billing, type Plan, type PricingPageProps } from '@/Components/Pricing/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/**
 * The plans (/pages/pricing): monthly or yearly prices, each plan's benefits
 * and how many users are on it, then the questions about the plans. Admins
 * (who manage Pricing) edit a plan in the language they choose.
 */
export default function Pricing({ pricingPlans, faq, lang, options }: PricingPageProps) {
  const { t } = useTranslation()
  const canEdit = useAbility().can('manage', 'Pricing')
  const [billing, setBilling] = useState<Billing>('monthly')
  const [editing, setEditing] = useState<Plan | null>(null)
  const plans = pricingPlans ?? []
  useContentLanguage(['pricingPlans', 'faq', 'lang'])

  const reload = () =>
    new Promise<void>((resolve) =>
      router.reload({
        only: ['pricingPlans', 'faq', 'lang'],
        onFinish: () => {
          void notify('success', t('pricing.saved'))
          resolve()
        },
      }),
    )
  const switchLang = (l: typeof lang) => router.get(PRICING_PATH, { lang: l }, { preserveState: true, preserveScroll: true, replace: true, only: ['pricingPlans', 'faq', 'lang'] })

  return (
    <>
      <Head title={t('pricing.title')} />
      <div className="grid gap-8">
        <section className="card grid gap-6 px-6 py-10">
          <div className="text-center">
            <h1 className="text-2xl font-semibold text-heading">{t('pricing.heading')}</h1>
            <p className="mx-auto mt-2 max-w-2xl text-muted">{t('pricing.intro')}</p>
          </div>
          <BillingSwitch value={billing} saving={bestSaving(plans)} onChange={setBilling} />
          {canEdit && (
            <div className="flex flex-wrap items-center justify-center gap-3">
              <p className="text-sm text-muted">{t('faq.editing', { lang: t(`faq.inLang.${lang}`) })}</p>
              <LangSwitch value={lang} langs={options.langs} onChange={switchLang} />
            </div>
          )}
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {plans.map((p) => (
              <PlanCard key={p.id} plan={p} billing={billing} onEdit={canEdit ? () => setEditing(p) : undefined} />
            ))}
          </div>
        </section>
        <PricingFaq entries={faq ?? []} />
      </div>
      {canEdit && <PlanDialog plan={editing} options={options} onSaved={reload} onClose={() => setEditing(null)} />}
    </>
  )
}
