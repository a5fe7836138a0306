import { Head, Link, useForm } from '@inertiajs/react'
import { ChevronLeft } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import AuthCard, { authPath } from '@/Components/AuthCard'
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
          {form.errors.token}
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          readOnly={Boolean(email)}
          required
          value={form.data.email}
          onChange={(v) => form.setData('email', v)}
          error={form.errors.email}
        />
        <TextField
          label={t('auth.reset.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          placeholder="············"
          value={form.data.password}
          onChange={(v) => form.setData('password', v)}
          error={form.errors.password}
        />
        <TextField
          label={t('auth.reset.confirmPassword')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          placeholder="············"
          value={form.data.password_confirmation}
          onChange={(v) => form.setData('password_confirmation', v)}
          error={form.errors.password_confirmation}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.processing}>
          {t('auth.reset.submit')}
        </button>
      </form>
      <p className="mt-6 text-center">
        <Link href={authPath(variant, 'login')} className="link inline-flex items-center gap-1">
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('common.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  )
}

ResetPassword.layout = BlankLayout
