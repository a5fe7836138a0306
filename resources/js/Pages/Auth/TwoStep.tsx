import { Head, useForm } from '@inertiajs/react'
import { KeyRound, Smartphone } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { bind } from '@/lib/form'
import { useTranslation } from '@/lib/i18n'
import AuthCard from '@/Components/AuthCard'
import BackToLogin from '@/Components/BackToLogin'
import TextField from '@/Components/TextField'
import BlankLayout from '@/Layouts/BlankLayout'
import type { AuthVariant } from '@/lib/types'

interface TwoStepProps {
  /** The account's e-mail, masked by the server (l•••@example.org). */
  email: string
  variant?: AuthVariant
  /** Set when too many wrong codes were tried: seconds until the next one is taken (the answer was a 429). */
  retryAfter?: number
}

/**
 * The sign-in second step: a 6-digit code from the authenticator app, or one
 * of the recovery codes (the same field takes both; the server tells them apart).
 */
export default function TwoStep({ email, variant = 'v1', retryAfter }: TwoStepProps) {
  const { t } = useTranslation()
  const form = useForm({ code: '' })
  const [recovery, setRecovery] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post('/login/two-step', { onFinish: () => form.reset('code') })
  }

  const switchMode = () => {
    form.clearErrors()
    form.setData('code', '')
    setRecovery((v) => !v)
  }

  return (
    <AuthCard
      variant={variant}
      title={t('auth.twoStep.title')}
      subtitle={t(recovery ? 'auth.twoStep.recoverySubtitle' : 'auth.twoStep.subtitle', { email })}
    >
      <Head title={t('auth.twoStep.pageTitle')} />
      {!!retryAfter && (
        <div role="alert" className="mb-5 rounded-lg border border-danger/30 bg-danger/10 p-3.5 text-sm text-danger">
          {t('auth.twoStep.throttled', { minutes: Math.ceil(retryAfter / 60) })}
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        {recovery ? (
          <TextField
            key="recovery"
            label={t('auth.twoStep.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            required
            placeholder="xxxxx-xxxxx"
            maxLength={32}
            dir="ltr"
            {...bind(form, 'code')}
          />
        ) : (
          <TextField
            key="app"
            label={t('auth.twoStep.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            required
            placeholder="123456"
            maxLength={9}
            dir="ltr"
            className="[&_input]:tracking-[0.3em]"
            {...bind(form, 'code')}
          />
        )}
        <button type="submit" className="btn-primary w-full" disabled={form.processing || !form.data.code.trim()}>
          {t('auth.twoStep.submit')}
        </button>
      </form>
      <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
        {!recovery && <span>{t('auth.twoStep.lostDevice')}</span>}
        <button type="button" onClick={switchMode} className="link inline-flex cursor-pointer items-center gap-1">
          {recovery ? <Smartphone className="size-4" aria-hidden="true" /> : <KeyRound className="size-4" aria-hidden="true" />}
          {t(recovery ? 'auth.twoStep.useApp' : 'auth.twoStep.useRecovery')}
        </button>
      </p>
      <BackToLogin variant={variant} label={t('common.backToLogin')} />
    </AuthCard>
  )
}

TwoStep.layout = BlankLayout
