import { DialogTitle } from '@headlessui/react'
import { useEffect, useState } from 'react'
import Checkbox from '@/Components/Checkbox'
import { useSubmit } from '@/lib/useSubmit'
import DialogForm, { DialogButtons } from '@/Components/Form/DialogForm'
import Field from '@/Components/Form/Field'
import { sendJSON } from '@/lib/api'
import { useTranslation } from '@/lib/i18n'
import { parseCents } from '@/lib/money'
import { amountText, euros } from './money'
import type { Plan, PricingOptions } from './types'

interface PlanDialogProps {
  plan: Plan | null
  options: PricingOptions
  onSaved: () => Promise<void> | void
  onClose: () => void
}

interface PlanFields {
  title: string
  subtitle: string
  monthlyPrice: string
  yearlyPerMonth: string
  benefits: string
  popular: boolean
}

/** A price as the form shows it: no trailing zeros, the reader's decimal mark. */
const priceText = (v: number, lang: string) => (lang === 'en' ? String(v) : String(v).replace('.', ','))

/** An admin's form of a plan: its texts in the plan's language, its prices (the year's total is twelve months of the yearly price) and the popular mark. */
export default function PlanDialog({ plan, options, onSaved, onClose }: PlanDialogProps) {
  const { t, i18n } = useTranslation()
  const [fields, setFields] = useState<PlanFields>({ title: '', subtitle: '', monthlyPrice: '', yearlyPerMonth: '', benefits: '', popular: false })
  const { busy, errors, setErrors, run } = useSubmit('pricing.failed')
  useEffect(() => {
    if (!plan) return
    setFields({
      title: plan.title,
      subtitle: plan.subtitle,
      monthlyPrice: priceText(plan.monthlyPrice, i18n.language),
      yearlyPerMonth: priceText(plan.yearlyPlan.perMonth, i18n.language),
      benefits: plan.planBenefits.join('\n'),
      popular: plan.popular,
    })
    setErrors({})
  }, [plan, setErrors, i18n.language])
  const perMonth = parseCents(amountText(fields.yearlyPerMonth))
  const set = (patch: Partial<PlanFields>) => setFields((f) => ({ ...f, ...patch }))
  const submit = async () => {
    if (!plan) return
    const body = {
      lang: plan.lang,
      title: fields.title,
      subtitle: fields.subtitle,
      monthlyPrice: amountText(fields.monthlyPrice),
      yearlyPerMonth: amountText(fields.yearlyPerMonth),
      planBenefits: fields.benefits.split('\n'),
      popular: fields.popular,
    }
    if (await run(() => sendJSON(`/pricing/plans/${plan.id}`, body, 'PUT'))) {
      await onSaved()
      onClose()
    }
  }
  return (
    <DialogForm open={plan !== null} busy={busy} onSubmit={() => void submit()} onClose={onClose} scroll className="grid gap-4">
      <DialogTitle as="h2" className="text-lg font-semibold text-heading">{t('pricing.dialog.title', { title: plan?.title ?? '' })}</DialogTitle>
      <p className="-mt-2 text-sm text-muted">{t('pricing.dialog.lang', { lang: t(`faq.inLang.${plan?.lang ?? 'en'}`) })}</p>
      <Field autoFocus label={t('pricing.dialog.name')} value={fields.title} maxLength={options.maxTitle} onChange={(title) => set({ title })} error={errors.title} />
      <Field label={t('pricing.dialog.subtitle')} value={fields.subtitle} maxLength={options.maxSubtitle} onChange={(subtitle) => set({ subtitle })} error={errors.subtitle} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('pricing.dialog.monthly')} inputMode="decimal" value={fields.monthlyPrice} onChange={(monthlyPrice) => set({ monthlyPrice })} error={errors.monthlyPrice} />
        <Field
          label={t('pricing.dialog.yearlyPerMonth')}
          inputMode="decimal"
          value={fields.yearlyPerMonth}
          onChange={(yearlyPerMonth) => set({ yearlyPerMonth })}
          error={errors.yearlyPerMonth}
          hint={perMonth !== null ? t('pricing.dialog.total', { amount: euros((perMonth * 12) / 100, i18n.language) }) : undefined}
        />
      </div>
      <Field label={t('pricing.dialog.benefits')} rows={5} value={fields.benefits} onChange={(benefits) => set({ benefits })} error={errors.planBenefits} hint={t('pricing.dialog.benefitsHint', { max: options.maxBenefits })} />
      <Checkbox label={t('pricing.dialog.popular')} checked={fields.popular} onChange={(popular) => set({ popular })} error={errors.popular} />
      <DialogButtons cancelLabel={t('faq.cancel')} confirmLabel={t('faq.save')} busy={busy} onCancel={onClose} />
    </DialogForm>
  )
}
