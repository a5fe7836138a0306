import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { text, type JoinForm } from './types'

/** How to reach the applicant: e-mail, phone and postal address. */
export default function DetailsFields({ form }: { form: JoinForm }) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{t('coop.join.contact')}</legend>
      <Field label={t('coop.join.email')} type="email" autoComplete="email" required {...text(form, 'email')} />
      <Field label={t('coop.join.phone')} type="tel" autoComplete="tel" {...text(form, 'phone')} />
      <Field className="sm:col-span-2" label={t('coop.join.address')} autoComplete="street-address" {...text(form, 'address')} />
      <Field label={t('coop.join.postalCode')} autoComplete="postal-code" {...text(form, 'postalCode')} />
      <Field label={t('coop.join.city')} autoComplete="address-level2" {...text(form, 'city')} />
      <Field label={t('coop.join.country')} autoComplete="country-name" {...text(form, 'country')} />
    </fieldset>
  )
}
