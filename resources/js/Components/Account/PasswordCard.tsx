import { KeyRound, LoaderCircle, Save } from 'lucide-react'
import { bindField } from '@/Components/Form/form'
import SaveForm from '@/Components/Form/SaveForm'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import Card from './Card'
import FormError from './FormError'
import PasswordField from './PasswordField'
import { PASSWORD_URL } from './paths'
import { useAccountForm } from './useAccountForm'

type PasswordFields = { currentPassword: string; password: string; passwordConfirmation: string }
const EMPTY: PasswordFields = { currentPassword: '', password: '', passwordConfirmation: '' }

/** Changing one's password: the current one, the new one twice. Other browsers and API clients are signed out by the server. */
export default function PasswordCard({ changedAt }: { changedAt: string | null }) {
  const { t, i18n } = useTranslation()
  const { form, save } = useAccountForm<PasswordFields>(PASSWORD_URL, EMPTY)
  const field = (name: keyof PasswordFields) => bindField(form, name)
  return (
    <Card
      id="account-password"
      title={t('account.password.title')}
      icon={KeyRound}
      intro={changedAt ? t('account.password.changedAt', { at: formatDateTime(changedAt, i18n.language) }) : t('account.password.intro')}
    >
      <SaveForm onSave={save}>
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField label={t('account.fields.currentPassword')} {...field('currentPassword')} autoComplete="current-password" className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]" />
          <PasswordField label={t('account.password.new')} {...field('password')} autoComplete="new-password" hint={t('account.password.rules')} />
          <PasswordField label={t('account.password.confirm')} {...field('passwordConfirmation')} autoComplete="new-password" />
        </div>
        <FormError error={(form.errors as Record<string, string>).form} />
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
          <button type="submit" disabled={form.processing} className="btn-primary">
            {form.processing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
            {t('account.password.submit')}
          </button>
          <p className="text-xs text-muted">{t('account.password.othersSignedOut')}</p>
        </div>
      </SaveForm>
    </Card>
  )
}
