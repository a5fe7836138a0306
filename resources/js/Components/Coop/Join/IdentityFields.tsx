import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { errorOf, text, type JoinForm } from './types'

/** Who applies: a person (civility, names, birth date) or an entity (name, legal form, SIREN). */
export default function IdentityFields({ form, legalForms }: { form: JoinForm; legalForms: readonly string[] }) {
  const { t } = useTranslation()
  const entity = form.data.kind === 'entity'
  const kindError = errorOf(form, 'kind')
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{t('coop.join.identity')}</legend>
      <div role="radiogroup" aria-label={t('coop.join.kind')} className="flex flex-wrap gap-4 sm:col-span-2">
        {(['person', 'entity'] as const).map((k) => (
          <label key={k} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" name="kind" value={k} checked={form.data.kind === k} onChange={() => form.setData('kind', k)} className="form-check" />
            {t(`coop.join.${k}`)}
          </label>
        ))}
        {kindError && <p className="form-error w-full">{serverText(kindError)}</p>}
      </div>
      {entity ? (
        <>
          <Field className="sm:col-span-2" label={t('coop.join.companyName')} autoComplete="organization" required {...text(form, 'companyName')} />
          <Select
            label={t('coop.join.legalForm')}
            placeholder={t('coop.join.legalFormChoose')}
            options={legalForms.map((f) => ({ value: f, label: t(`coop.join.legalForms.${f}`) }))}
            {...text(form, 'legalForm')}
          />
          <Field label={t('coop.join.siren')} inputMode="numeric" {...text(form, 'siren')} />
        </>
      ) : (
        <>
          <Select
            className="sm:col-span-2"
            label={t('coop.join.civility')}
            placeholder={t('coop.join.civilityNone')}
            options={['m', 'mme'].map((c) => ({ value: c, label: t(`coop.join.civilities.${c}`) }))}
            {...text(form, 'civility')}
          />
          <Field label={t('coop.join.firstName')} autoComplete="given-name" required {...text(form, 'firstName')} />
          <Field label={t('coop.join.lastName')} autoComplete="family-name" required {...text(form, 'lastName')} />
          <Field label={t('coop.join.birthDate')} type="date" autoComplete="bday" {...text(form, 'birthDate')} />
        </>
      )}
    </fieldset>
  )
}
