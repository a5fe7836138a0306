import { Head, useForm, usePage } from '@inertiajs/react'
import { useState, type FormEvent } from 'react'
import { bind } from '@/lib/form'
import { useTranslation } from '@/lib/i18n'
import AuthCard, { AuthAlternative, authPath } from '@/Components/AuthCard'
import Checkbox from '@/Components/Checkbox'
import TextField from '@/Components/TextField'
import BlankLayout from '@/Layouts/BlankLayout'
import type { AuthVariant } from '@/lib/types'

interface RegisterProps {
  variant: AuthVariant
}

export default function Register({ variant }: RegisterProps) {
  const { t } = useTranslation()
  const { app } = usePage().props
  const form = useForm({ fullName: '', username: '', email: '', password: '' })
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!terms) {
      setTermsError(true)
      return
    }
    form.post('/register', { onFinish: () => form.reset('password') })
  }

  return (
    <AuthCard variant={variant} title={t('auth.register.title')} subtitle={t('auth.register.subtitle', { app: app?.name ?? 'Partage' })}>
      <Head title={t('auth.register.pageTitle')} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('auth.register.fullName')}
          autoComplete="name"
          autoFocus
          required
          maxLength={120}
          placeholder={t('auth.register.fullNamePlaceholder')}
          {...bind(form, 'fullName')}
        />
        <TextField
          label={t('auth.register.username')}
          autoComplete="username"
          required
          placeholder="johndoe"
          {...bind(form, 'username')}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          placeholder={t('auth.emailPlaceholder')}
          {...bind(form, 'email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          placeholder="············"
          {...bind(form, 'password')}
        />
        <Checkbox
          name="terms"
          required
          label={t('auth.register.terms')}
          checked={terms}
          onChange={(v) => {
            setTerms(v)
            if (v) setTermsError(false)
          }}
          error={termsError ? t('auth.register.termsRequired') : undefined}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.processing}>
          {t('auth.register.submit')}
        </button>
      </form>
      <AuthAlternative question={t('auth.register.haveAccount')} label={t('auth.register.signIn')} href={authPath(variant, 'login')} />
    </AuthCard>
  )
}

Register.layout = BlankLayout
