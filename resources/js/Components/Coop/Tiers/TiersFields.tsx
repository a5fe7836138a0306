import type { InertiaFormProps } from '@inertiajs/react'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { bindField } from '@/Components/Form/form'
import { useTranslation } from '@/lib/i18n'
import type { Input, TiersKind } from '../types'
import { CIVILITIES, civilityLabel, formatIBAN, KINDS, kindLabel, LANGUAGES, languageLabel, LEGAL_FORMS, legalFormLabel, optionsOf } from './labels'

/** The form's fields: the person or the entity, then the contact, the IBAN, the language and notes. */
export default function TiersFields({ form }: { form: InertiaFormProps<Input> }) {
  const { t } = useTranslation()
  const person = form.data.kind === 'person'
  const bind = (name: Parameters<typeof bindField<Input>>[1]) => bindField(form, name)
  const setKind = (kind: TiersKind) => form.setData((d) => ({ ...d, kind, legalForm: kind === 'entity' && !d.legalForm ? 'sas' : d.legalForm }))
  const iban = bind('iban')

  return (
    <>
      <fieldset>
        <legend className="form-label">{t('coop.tiers.fields.kind')}</legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup">
          {KINDS.map((k) => (
            <label key={k} className={`btn-outline cursor-pointer justify-center px-3 ${form.data.kind === k ? 'border-primary! text-primary-text!' : ''}`}>
              <input type="radio" name="kind" value={k} checked={form.data.kind === k} onChange={() => setKind(k)} className="sr-only" />
              {kindLabel(k)}
            </label>
          ))}
        </div>
      </fieldset>

      {person ? (
        <>
          <Select label={t('coop.tiers.fields.civility')} {...bind('civility')} options={optionsOf(CIVILITIES, civilityLabel)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('coop.tiers.fields.firstName')} {...bind('firstName')} maxLength={80} autoComplete="off" data-autofocus />
            <Field label={t('coop.tiers.fields.lastName')} {...bind('lastName')} maxLength={80} autoComplete="off" />
          </div>
          <Field label={t('coop.tiers.fields.birthDate')} type="date" {...bind('birthDate')} />
          <Field label={t('coop.tiers.fields.employer')} {...bind('companyName')} maxLength={120} hint={t('coop.tiers.hints.employer')} />
        </>
      ) : (
        <>
          <Field label={t('coop.tiers.fields.companyName')} {...bind('companyName')} maxLength={120} autoComplete="off" data-autofocus />
          <Select label={t('coop.tiers.fields.legalForm')} {...bind('legalForm')} options={optionsOf(LEGAL_FORMS, legalFormLabel)} placeholder={t('coop.tiers.form.choose')} />
          <Field label={t('coop.tiers.fields.siren')} {...bind('siren')} inputMode="numeric" maxLength={20} dir="ltr" hint={t('coop.tiers.hints.siren')} />
        </>
      )}

      <Field label={t('coop.tiers.fields.email')} type="email" {...bind('email')} maxLength={200} autoComplete="off" dir="ltr" />
      <Field label={t('coop.tiers.fields.phone')} type="tel" {...bind('phone')} maxLength={30} dir="ltr" />
      <Field label={t('coop.tiers.fields.address')} {...bind('address')} maxLength={300} />
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <Field label={t('coop.tiers.fields.postalCode')} {...bind('postalCode')} maxLength={10} />
        <Field label={t('coop.tiers.fields.city')} {...bind('city')} maxLength={80} />
      </div>
      <Field label={t('coop.tiers.fields.country')} {...bind('country')} maxLength={60} />
      <Field
        label={t('coop.tiers.fields.iban')}
        {...iban}
        onBlur={() => iban.value && form.setData('iban', formatIBAN(iban.value))}
        maxLength={42}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        hint={t('coop.tiers.hints.iban')}
      />
      <Select label={t('coop.tiers.fields.language')} {...bind('language')} options={optionsOf(LANGUAGES, languageLabel)} />
      <Field label={t('coop.tiers.fields.notes')} {...bind('notes')} rows={3} maxLength={4000} />
    </>
  )
}
