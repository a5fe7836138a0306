import { useTranslation } from '@/lib/i18n'
import AvatarUpload from './AvatarUpload'
import { bindField } from '@/Components/Form/form'
import Field from '@/Components/Form/Field'
import { optionsOf, planLabel, roleLabel, statusLabel } from './labels'
import SaveBar from './SaveBar'
import Select from '@/Components/Form/Select'
import { useSectionForm } from './useSectionForm'
import type { AccountFields, EditOptions, User } from './types'

type Account = AccountFields & { status: string }

const accountOf = (u: User): Account => ({
  username: u.username,
  fullName: u.fullName,
  email: u.email,
  status: u.status,
  role: u.role,
  currentPlan: u.currentPlan,
  company: u.company,
  country: u.country,
  contact: u.contact,
})

/** The account tab: the picture, then who the user is, their status, role and plan. */
export default function AccountTab({ user, options }: { user: User; options: EditOptions }) {
  const { t } = useTranslation()
  const { form, save } = useSectionForm<Account>(user.id, 'account', accountOf(user), (props) => accountOf(props.user as User))
  const field = (name: keyof Account & string) => bindField(form, name, 'user')

  return (
    <div className="space-y-6">
      <AvatarUpload user={user} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
        className="space-y-5 border-t border-line pt-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('users.fields.username')} {...field('username')} autoComplete="off" maxLength={30} dir="ltr" />
          <Field label={t('users.fields.fullName')} {...field('fullName')} autoComplete="off" maxLength={100} />
          <Field label={t('users.fields.email')} type="email" {...field('email')} autoComplete="off" maxLength={254} dir="ltr" />
          <Select label={t('users.fields.status')} {...field('status')} options={optionsOf(options.statuses, statusLabel)} />
          <Select label={t('users.fields.role')} {...field('role')} options={optionsOf(options.roles, roleLabel)} />
          <Select label={t('users.fields.currentPlan')} {...field('currentPlan')} options={optionsOf(options.plans, planLabel)} />
          <Field label={t('users.fields.company')} {...field('company')} maxLength={100} />
          <Field label={t('users.fields.country')} {...field('country')} maxLength={60} />
          <Field label={t('users.fields.contact')} type="tel" {...field('contact')} maxLength={30} dir="ltr" />
        </div>
        <SaveBar busy={form.processing} dirty={form.isDirty} onReset={() => form.resetAndClearErrors()} />
      </form>
    </div>
  )
}
