import Field from '@/Components/Form/Field'
import SaveBar from '@/Components/Form/SaveBar'
import SaveForm from '@/Components/Form/SaveForm'
import Select from '@/Components/Form/Select'
import { bindField } from '@/Components/Form/form'
import { LANGUAGES, useTranslation } from '@/lib/i18n'
import FormError from './FormError'
import { ACCOUNT_URL } from './paths'
import TimeZonePicker from './TimeZonePicker'
import { useAccountForm } from './useAccountForm'
import type { AccountInfo, ProfileFields } from './types'

export const profileOf = (a: Partial<AccountInfo> | undefined): ProfileFields => ({
  firstName: a?.firstName ?? '',
  lastName: a?.lastName ?? '',
  phone: a?.phone ?? '',
  organisation: a?.organisation ?? '',
  addressLine: a?.addressLine ?? '',
  city: a?.city ?? '',
  postcode: a?.postcode ?? '',
  country: a?.country ?? '',
  language: a?.language ?? '',
  timeZone: a?.timeZone ?? '',
})

/** The languages by their own names ("Français", "Deutsch"), whatever the page's language. */
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.label }))

/** Who one is and how to be reached: names, phone, organisation, address, language and time zone; one Save. */
export default function ProfileForm({ account, timeZones }: { account: AccountInfo; timeZones: string[] }) {
  const { t } = useTranslation()
  const { form, save } = useAccountForm<ProfileFields>(ACCOUNT_URL, profileOf(account), (props) => profileOf(props.account as AccountInfo))
  const field = (name: keyof ProfileFields & string) => bindField(form, name)
  return (
    <SaveForm onSave={save}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('account.fields.firstName')} {...field('firstName')} autoComplete="given-name" maxLength={100} />
        <Field label={t('account.fields.lastName')} {...field('lastName')} autoComplete="family-name" maxLength={100} />
        <Field label={t('account.fields.phone')} type="tel" {...field('phone')} autoComplete="tel" maxLength={30} dir="ltr" />
        <Field label={t('account.fields.organisation')} {...field('organisation')} autoComplete="organization" maxLength={100} />
        <Field label={t('account.fields.addressLine')} {...field('addressLine')} autoComplete="street-address" maxLength={200} className="sm:col-span-2" />
        <Field label={t('account.fields.city')} {...field('city')} autoComplete="address-level2" maxLength={100} />
        <Field label={t('account.fields.postcode')} {...field('postcode')} autoComplete="postal-code" maxLength={20} dir="ltr" />
        <Field label={t('account.fields.country')} {...field('country')} autoComplete="country-name" maxLength={60} />
        <Select label={t('account.fields.language')} {...field('language')} options={LANGUAGE_OPTIONS} placeholder={t('account.fields.languageNone')} />
        <TimeZonePicker
          value={form.data.timeZone}
          zones={timeZones}
          onChange={(z) => {
            form.setData('timeZone', z)
            form.clearErrors('timeZone')
          }}
          error={form.errors.timeZone}
          className="sm:col-span-2"
        />
      </div>
      <FormError error={form.errors.form} />
      <SaveBar busy={form.processing} dirty={form.isDirty} onReset={() => form.resetAndClearErrors()} saveLabel={t('account.save')} resetLabel={t('account.undo')} />
    </SaveForm>
  )
}
