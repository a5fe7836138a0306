import { Head, useForm } from '@inertiajs/react'
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
}

export default function ResetPassword({ variant, token, email }: ResetPasswordProps) {
  const { t } = useTranslation()
  const form = useForm({ token: token ?? '', email: email ?? '', password: '', password_confirmation: '' })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post('/reset-password', { onFinish: () => form.reset('password', 'password_confirmation') })
  }

  return (
    <AuthCard variant={variant} title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Head title={t('auth.reset.pageTitle')} />
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
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          placeholder="············"
          {...bind(form, 'password')}
        />
        <TextField
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          placeholder="············"
          {...bind(form, 'password_confirmation')}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.processing}>
          {t('auth.reset.submit')}
        </button>
      </form>
      <BackToLogin variant={variant} label={t('common.backToLogin')} />
    </AuthCard>
  )
}

ResetPassword.layout = BlankLayout
