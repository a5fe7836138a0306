import { useTranslation } from '@/lib/i18n'
import { bindField } from '@/Components/Form/form'
import Field from '@/Components/Form/Field'
import SaveForm from '@/Components/Form/SaveForm'
import { networkLabel } from './labels'
import SaveBar from './SaveBar'
import { useSectionForm } from './useSectionForm'
import { NETWORKS, type UserSocial } from './types'

const socialOf = (s: Partial<UserSocial> | undefined): UserSocial => ({
  twitter: s?.twitter ?? '',
  facebook: s?.facebook ?? '',
  instagram: s?.instagram ?? '',
  linkedin: s?.linkedin ?? '',
  github: s?.github ?? '',
})

/** The social tab: one https:// address per network, each may stay empty. */
export default function SocialTab({ userId, social }: { userId: number; social: UserSocial }) {
  const { t } = useTranslation()
  const { form, save } = useSectionForm<UserSocial>(userId, 'social', socialOf(social), (props) => socialOf(props.social as UserSocial))
  return (
    <SaveForm onSave={save}>
      <div className="grid gap-5 sm:grid-cols-2">
        {NETWORKS.map((n) => (
          <Field key={n} label={networkLabel(n)} type="url" inputMode="url" placeholder={t(`users.social.placeholders.${n}`)} {...bindField(form, n, 'user')} maxLength={300} dir="ltr" />
        ))}
      </div>
      <SaveBar busy={form.processing} dirty={form.isDirty} onReset={() => form.resetAndClearErrors()} />
    </SaveForm>
  )
}
