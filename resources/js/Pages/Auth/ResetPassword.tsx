import { Head, useForm, usePage } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { deferredServerText } from '@/lib/deferredServerText'
import { bind } from '@/lib/form'
import { useTranslation } from '@/lib/i18n'
import AuthCard from '@/Components/AuthCard'
import BackToLogin from '@/Components/BackToLogin'
import TextField from '@/Components/TextField'
import BlankLayout from '@/Layouts/BlankLayout'
import type { AuthVariant } from '@/lib/types'

interface ResetPasswordProps {
  variant: AuthVariant
  token: string
  email: string
  /** 'invite': an invitation's link, worded as a welcome; accepting it signs in. */
  mode?: 'invite'
}

/** Sets a password from a link: a reset link, or an invitation (mode 'invite'). */
export default function ResetPassword({ variant, token, email, mode }: ResetPasswordProps) {
  const { t } = useTranslation()
  const { app } = usePage().props
  const form = useForm({ token: token ?? '', email: email ?? '', password: '', password_confirmation: '' })
  const invite = mode === 'invite'
  const words = invite ? 'auth.invite' : 'auth.reset'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post(invite ? '/accept-invitation' : '/reset-password', { onFinish: () => form.reset('password', 'password_confirmation') })
  }

  return (
    <AuthCard variant={variant} title={t(`${words}.title`, { app: app?.name ?? 'Partage' })} subtitle={t(`${words}.subtitle`)}>
      <Head title={t(`${words}.pageTitle`)} />
      {form.errors.token && (
        <div role="alert" className="mb-5 rounded-lg border border-danger/30 bg-danger/10 p-3.5 text-sm text-danger">
          {deferredServerText(form.errors.token)}
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          readOnly={Boolean(email)}
          required
          {...bind(form, 'email')}
        />
        <TextField
          label={invite ? t('auth.invite.password') : t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          placeholder="············"
          {...bind(form, 'password')}
        />
        <TextField
          label={t(`${words}.confirmPassword`)}
          type="password"
          autoComplete="new-password"
          required
          placeholder="············"
          {...bind(form, 'password_confirmation')}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.processing}>
          {t(`${words}.submit`)}
        </button>
      </form>
      <BackToLogin variant={variant} label={t('common.backToLogin')} />
    </AuthCard>
  )
}

ResetPassword.layout = BlankLayout
