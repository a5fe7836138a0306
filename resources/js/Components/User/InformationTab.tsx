import Field from '@/Components/Form/Field'
import { bindField, errorFor } from '@/Components/Form/form'
import SaveForm from '@/Components/Form/SaveForm'
import { useTranslation } from '@/lib/i18n'
import { CheckboxesField, RadioField } from './ui'
import { contactOptionLabel, genderLabel, languageLabel, optionsOf } from './labels'
import SaveBar from './SaveBar'
import { useSectionForm } from './useSectionForm'
import type { EditOptions, UserDetails } from './types'

const detailsOf = (d: Partial<UserDetails> | undefined): UserDetails => ({
  birthDate: d?.birthDate ?? '',
  phone: d?.phone ?? '',
  website: d?.website ?? '',
  languages: [...(d?.languages ?? [])],
  gender: d?.gender ?? '',
  contactOptions: [...(d?.contactOptions ?? [])],
  addressLine: d?.addressLine ?? '',
  city: d?.city ?? '',
  state: d?.state ?? '',
  postcode: d?.postcode ?? '',
  country: d?.country ?? '',
})

/** The information tab: birth date, how to reach the user, languages, gender, address. */
export default function InformationTab({ userId, details, options }: { userId: number; details: UserDetails; options: EditOptions }) {
  const { t } = useTranslation()
  const { form, save } = useSectionForm<UserDetails>(userId, 'information', detailsOf(details), (props) => detailsOf(props.details as UserDetails))
  const errors = form.errors as Record<string, string>
  const set = <K extends 'languages' | 'gender' | 'contactOptions'>(key: K, value: UserDetails[K]) => {
    form.setData((d) => ({ ...d, [key]: value }))
    if (errorFor(errors, key, 'user')) form.clearErrors(key)
  }
  const text = (name: 'birthDate' | 'phone' | 'website' | 'addressLine' | 'city' | 'state' | 'postcode' | 'country') => bindField(form, name, 'user')
  const genders = [{ value: '', label: t('users.genders.unspecified') }, ...optionsOf(options.genders, genderLabel)]

  return (
    <SaveForm onSave={save}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('users.fields.birthDate')} type="date" {...text('birthDate')} />
        <Field label={t('users.fields.phone')} type="tel" {...text('phone')} maxLength={30} dir="ltr" />
        <Field label={t('users.fields.website')} type="url" inputMode="url" placeholder="https://" {...text('website')} maxLength={300} dir="ltr" />
        <CheckboxesField
          legend={t('users.fields.languages')}
          value={form.data.languages}
          options={optionsOf(options.languages, languageLabel)}
          onChange={(v) => set('languages', v)}
          error={errorFor(errors, 'languages', 'user')}
          className="sm:col-span-2"
        />
        <RadioField legend={t('users.fields.gender')} value={form.data.gender} options={genders} onChange={(v) => set('gender', v)} error={errorFor(errors, 'gender', 'user')} />
        <CheckboxesField
          legend={t('users.fields.contactOptions')}
          value={form.data.contactOptions}
          options={optionsOf(options.contactOptions, contactOptionLabel)}
          onChange={(v) => set('contactOptions', v)}
          error={errorFor(errors, 'contactOptions', 'user')}
        />
        <Field label={t('users.fields.addressLine')} {...text('addressLine')} maxLength={200} className="sm:col-span-2" />
        <Field label={t('users.fields.city')} {...text('city')} maxLength={100} />
        <Field label={t('users.fields.state')} {...text('state')} maxLength={100} />
        <Field label={t('users.fields.postcode')} {...text('postcode')} maxLength={20} dir="ltr" />
        <Field label={t('users.fields.country')} {...text('country')} maxLength={60} />
      </div>
      <SaveBar busy={form.processing} dirty={form.isDirty} onReset={() => form.resetAndClearErrors()} />
    </SaveForm>
  )
}
