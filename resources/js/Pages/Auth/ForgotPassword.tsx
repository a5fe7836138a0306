import { Head, useForm, usePage } from '@inertiajs/react'
import { MailCheck, MailX } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { bind } from '@/lib/form'
import { useTranslation } from '@/lib/i18n'
import AuthCard from '@/Components/AuthCard'
import BackToLogin from '@/Components/BackToLogin'
import TextField from '@/Components/TextField'
import BlankLayout from '@/Layouts/BlankLayout'
import type { AuthVariant } from '@/lib/types'

interface ForgotPasswordProps {
  variant: AuthVariant
  /** False when no mail can leave the server (no SMTP): the page says whom to ask instead. */
  mailEnabled?: boolean
}

export default function ForgotPassword({ variant, mailEnabled }: ForgotPasswordProps) {
  const { t } = useTranslation()
  const { app } = usePage().props
  const form = useForm({ email: '' })
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const email = form.data.email
    form.post('/forgot-password', {
      onSuccess: (page) => {
        // The server redirects back here; a validation error also comes back as a
        // "success" visit, so only show the note when no error came with it.
        if (!page.props.errors?.email) setSentTo(email)
      },
    })
  }

  return (
    <AuthCard variant={variant} title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Head title={t('auth.forgot.pageTitle')} />
      {sentTo && (
        <div role="status" className="mb-5 flex gap-3 rounded-lg border border-success/30 bg-success/10 p-3.5 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <div>
            <p className="font-semibold text-heading">{t('auth.forgot.sentTitle')}</p>
            <p className="text-text">{t('auth.forgot.sentBody', { email: sentTo })}</p>
          </div>
        </div>
      )}
      {mailEnabled === false ? (
        <div role="status" className="mb-5 flex gap-3 rounded-lg border border-warning/30 bg-warning/10 p-3.5 text-sm">
          <MailX className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
          <div>
            <p className="font-semibold text-heading">{t('auth.forgot.noMailTitle')}</p>
            <p className="text-text">{t('auth.forgot.noMailBody', { app: app?.name ?? 'Partage' })}</p>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
            placeholder={t('auth.emailPlaceholder')}
            {...bind(form, 'email')}
          />
          <button type="submit" className="btn-primary w-full" disabled={form.processing}>
            {t('auth.forgot.submit')}
          </button>
        </form>
      )}
      <BackToLogin variant={variant} label={t('common.backToLogin')} />
    </AuthCard>
  )
}

ForgotPassword.layout = BlankLayout
