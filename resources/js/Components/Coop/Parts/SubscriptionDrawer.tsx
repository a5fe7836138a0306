import { useForm } from '@inertiajs/react'
import { FilePlus2 } from 'lucide-react'
import { useState } from 'react'
import Drawer from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { bindField, errorFor, refusedWith } from '@/Components/Form/form'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import PartsDrawer from './PartsDrawer'
import TiersPicker, { type TiersChoice } from '@/Components/Coop/TiersPicker'
import { PARTS_PATH, type Category } from './types'

const refused = refusedWith('coop.parts.failed')

/** The category's words for a select: its label, else "Parts A". */
export const categoryOptions = (categories: Category[], word: (code: string) => string) => categories.map((c) => ({ value: c.code, label: c.label || word(c.code) }))

/** Parts × the category's nominal value, written out; '' when it cannot be counted yet. */
export function amountOf(categories: Category[], code: string, parts: string, lng: string): string {
  const c = categories.find((x) => x.code === code)
  const n = Number(parts)
  return c && Number.isInteger(n) && n > 0 ? formatMoney(n * c.nominalCents, lng) : ''
}

function SubscriptionForm({ categories, onClose }: { categories: Category[]; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const [tiers, setTiers] = useState<TiersChoice | null>(null)
  const members = categories.find((c) => c.members) ?? categories[0]
  const form = useForm({ category: members?.code ?? '', parts: String(members?.minPerHolder || 1), decision: '' })
  form.transform((d) => ({ tiersId: tiers?.id ?? 0, category: d.category, parts: Number(d.parts) || 0, decision: d.decision }))
  const errors = form.errors as Record<string, string | undefined>
  const chosen = categories.find((c) => c.code === form.data.category)
  const submit = () => form.post(`${PARTS_PATH}/subscriptions`, { preserveScroll: true, ...refused, onSuccess: onClose })
  const amount = amountOf(categories, form.data.category, form.data.parts, i18n.language)
  return (
    <PartsDrawer title={t('coop.parts.subscriptions.form.title')} submitLabel={t('coop.parts.subscriptions.form.submit')} icon={FilePlus2} busy={form.processing} onClose={onClose} onSubmit={submit} formError={errors.form}>
      <TiersPicker
        label={t('coop.parts.fields.subscriber')}
        placeholder={t('coop.parts.picker.placeholder')}
        noMatch={t('coop.parts.picker.none')}
        value={tiers}
        onChange={(v) => {
          setTiers(v)
          form.clearErrors('tiersId' as never)
        }}
        error={errorFor(errors as Record<string, string>, 'tiersId')}
        autoFocus
      />
      <Select label={t('coop.parts.fields.category')} options={categoryOptions(categories, (category) => t('coop.parts.categoryCode', { category }))} {...bindField(form, 'category')} />
      <Field
        label={t('coop.parts.fields.parts')}
        type="number"
        inputMode="numeric"
        min={chosen?.minPerHolder || 1}
        max={chosen?.maxPerHolder || undefined}
        hint={chosen ? t('coop.parts.fields.partsHint', { min: chosen.minPerHolder, max: chosen.maxPerHolder, nominal: formatMoney(chosen.nominalCents, i18n.language) }) : undefined}
        {...bindField(form, 'parts')}
      />
      {amount && <p className="text-sm text-heading">{t('coop.parts.fields.amount', { amount })}</p>}
      <Field label={t('coop.parts.fields.decision')} hint={t('coop.parts.fields.decisionHint')} {...bindField(form, 'decision')} />
      <p className="text-sm text-muted">{t('coop.parts.subscriptions.form.note')}</p>
    </PartsDrawer>
  )
}

interface SubscriptionDrawerProps {
  open: boolean
  /** A new key each opening: a fresh form. */
  session: number
  categories: Category[]
  onClose: () => void
}

/** The side panel that opens a subscription: who, which category, how many parts, on what decision. */
export default function SubscriptionDrawer({ open, session, categories, onClose }: SubscriptionDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <SubscriptionForm key={session} categories={categories} onClose={onClose} />
    </Drawer>
  )
}
