import { useForm } from '@inertiajs/react'
import { BookPlus } from 'lucide-react'
import { useState } from 'react'
import Drawer from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { bindField, errorFor, refusedWith } from '@/Components/Form/form'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { categoryOptions } from './SubscriptionDrawer'
import PartsDrawer from './PartsDrawer'
import { newIdempotencyKey } from '@/Components/Coop/Money/amount'
import TiersPicker, { type TiersChoice } from '@/Components/Coop/TiersPicker'
import { NEW_KINDS, PARTS_PATH, partiesOf, today, type Category } from './types'

const refused = refusedWith('coop.parts.failed')

/**
 * Euros as typed ("50", "50,00", "1 234.5") in cents; 0 for an empty field
 * (the category's nominal value), NaN for something that is not an amount.
 */
export function centsOf(text: string): number {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.')
  if (clean === '') return 0
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN
  return Math.round(Number(clean) * 100)
}

/**
 * What a remboursement credits to the holder's account: parts × the unit
 * price typed (the category's nominal value when empty), in cents; null while
 * it cannot be counted (no category, parts not a whole number above 0, a
 * price that is not an amount).
 */
export function redemptionCents(category: Category | undefined, parts: string, unit: string): number | null {
  const n = Number(parts)
  const cents = centsOf(unit)
  if (!category || parts.trim() === '' || !Number.isInteger(n) || n <= 0 || Number.isNaN(cents)) return null
  return n * (cents || category.nominalCents)
}

function MovementForm({ categories, onClose }: { categories: Category[]; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const [from, setFrom] = useState<TiersChoice | null>(null)
  const [to, setTo] = useState<TiersChoice | null>(null)
  // One key per opening: the form sent twice (a double click, a retry) records one entry.
  const [key] = useState(newIdempotencyKey)
  const form = useForm({ kind: 'souscription', date: today(), category: categories[0]?.code ?? '', parts: '', unit: '', decision: '' })
  const parties = partiesOf(form.data.kind)
  form.transform((d) => {
    return {
      kind: d.kind,
      date: d.date,
      category: d.category,
      parts: Number(d.parts) || 0,
      unitCents: centsOf(d.unit),
      fromTiers: parties.from ? (from?.id ?? 0) : 0,
      toTiers: parties.to ? (to?.id ?? 0) : 0,
      decision: d.decision,
    }
  })
  const errors = form.errors as Record<string, string>
  const chosen = categories.find((c) => c.code === form.data.category)
  // A remboursement's value goes to the holder's account with the entry (the server does both at once).
  const credit = form.data.kind === 'remboursement' ? redemptionCents(chosen, form.data.parts, form.data.unit) : null
  const submit = () => {
    // Not an amount: said under the field, nothing sent.
    if (Number.isNaN(centsOf(form.data.unit))) return form.setError('unitCents' as never, t('coop.parts.fields.unitInvalid'))
    form.post(`${PARTS_PATH}/entries`, { preserveScroll: true, headers: { 'Idempotency-Key': key }, ...refused, onSuccess: onClose })
  }
  const party = (side: 'fromTiers' | 'toTiers', value: TiersChoice | null, set: (v: TiersChoice | null) => void) => (
    <TiersPicker
      label={t(`coop.parts.fields.${side}.${form.data.kind}`)}
      placeholder={t('coop.parts.picker.placeholder')}
      noMatch={t('coop.parts.picker.none')}
      value={value}
      onChange={(v) => {
        set(v)
        form.clearErrors(side as never)
      }}
      error={errorFor(errors, side)}
    />
  )
  return (
    <PartsDrawer title={t('coop.parts.movement.title')} submitLabel={t('coop.parts.movement.submit')} icon={BookPlus} busy={form.processing} onClose={onClose} onSubmit={submit} formError={errors.form}>
      <fieldset className="grid gap-2">
        <legend className="form-label">{t('coop.parts.fields.kind')}</legend>
        {NEW_KINDS.map((k) => (
          <label key={k} className="flex items-start gap-2 text-sm">
            <input type="radio" name="kind" className="form-check mt-0.5" checked={form.data.kind === k} onChange={() => form.setData('kind', k)} data-autofocus={k === 'souscription' || undefined} />
            <span>
              <span className="block font-medium text-heading">{t(`coop.parts.kinds.${k}`)}</span>
              <span className="block text-xs text-muted">{t(`coop.parts.movement.explain.${k}`)}</span>
            </span>
          </label>
        ))}
        {errors.kind && (
          <p className="form-error" role="alert">
            {serverText(errors.kind)}
          </p>
        )}
      </fieldset>
      <Field label={t('coop.parts.fields.date')} type="date" max={today()} {...bindField(form, 'date')} />
      {parties.from && party('fromTiers', from, setFrom)}
      {parties.to && party('toTiers', to, setTo)}
      <Select label={t('coop.parts.fields.category')} options={categoryOptions(categories, (category) => t('coop.parts.categoryCode', { category }))} {...bindField(form, 'category')} />
      <Field label={t('coop.parts.fields.parts')} type="number" inputMode="numeric" min={1} {...bindField(form, 'parts')} />
      <Field
        label={t('coop.parts.fields.unit')}
        inputMode="decimal"
        placeholder={chosen ? formatMoney(chosen.nominalCents, i18n.language) : undefined}
        hint={chosen ? t('coop.parts.fields.unitHint', { nominal: formatMoney(chosen.nominalCents, i18n.language) }) : undefined}
        value={form.data.unit}
        onChange={(unit) => {
          form.setData('unit', unit)
          form.clearErrors('unitCents' as never)
        }}
        error={errorFor(errors, 'unitCents')}
      />
      {form.data.kind === 'remboursement' && (
        <p className="text-sm text-heading" role="status">
          {credit === null ? t('coop.parts.movement.creditPending') : t('coop.parts.movement.credit', { amount: formatMoney(credit, i18n.language) })}
        </p>
      )}
      <Field label={t('coop.parts.fields.decision')} hint={t('coop.parts.fields.decisionHint')} {...bindField(form, 'decision')} />
    </PartsDrawer>
  )
}

interface MovementDrawerProps {
  open: boolean
  session: number
  categories: Category[]
  onClose: () => void
}

/** "Nouveau mouvement": a souscription, a cession or a remboursement; the fields follow the kind. */
export default function MovementDrawer({ open, session, categories, onClose }: MovementDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <MovementForm key={session} categories={categories} onClose={onClose} />
    </Drawer>
  )
}
