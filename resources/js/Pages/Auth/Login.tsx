import { Head, Link, useForm, usePage } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { bind } from '@/lib/form'
import { useTranslation } from '@/lib/i18n'
import AuthCard, { AuthAlternative, authPath } from '@/Components/AuthCard'
import Checkbox from '@/Components/Checkbox'
import TextField from '@/Components/TextField'
import BlankLayout from '@/Layouts/BlankLayout'
import type { AuthVariant, DemoAccount } from '@/lib/types'

interface LoginProps {
  variant: AuthVariant
  /** Set when too many attempts were made: seconds until the next one is taken (the answer was a 429). */
  retryAfter?: number
  /** Why the server signed this browser out ("suspended": an admin suspended the account), or "". */
  reason?: string
}

export default function Login({ variant, retryAfter, reason }: LoginProps) {
  const { t } = useTranslation()
  const { app } = usePage().props
  const form = useForm({ email: '', password: '', remember: false })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    form.post('/login', { onFinish: () => form.reset('password') })
  }

  const fillDemo = (account: DemoAccount) => {
    form.clearErrors()
    form.setData({ ...form.data, email: account.email, password: account.password })
  }

  const demoAccounts = app?.demoAccounts ?? []

  return (
    <AuthCard variant={variant} title={t('auth.login.title', { app: app?.name ?? 'Partage' })} subtitle={t('auth.login.subtitle')}>
      <Head title={t('auth.login.pageTitle')} />
      {(reason === 'suspended' || reason === 'revoked' || reason === 'ended') && (
        <div role="alert" className="mb-6 rounded-lg border border-danger/40 bg-danger/10 p-3.5 text-sm text-heading">
          <p className="font-semibold">{t(`auth.signedOut.${reason}Title`)}</p>
          <p className="text-text">{t(`auth.signedOut.${reason}Body`)}</p>
        </div>
      )}

      {demoAccounts.length > 0 && (
        <section aria-labelledby="demo-accounts" className="mb-6 rounded-lg border border-primary/30 bg-primary/8 p-3.5">
          <h2 id="demo-accounts" className="text-sm font-semibold text-primary-text">
            {t('auth.login.demoTitle')}
          </h2>
          <p className="mb-2 text-xs text-muted">{t('auth.login.demoHint')}</p>
          <ul className="space-y-1">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  onClick={() => fillDemo(account)}
                  className="w-full cursor-pointer rounded-md px-2 py-1 text-start text-sm text-text hover:bg-primary/10 hover:text-primary-text"
                >
                  {t('auth.login.demoAccount', {
                    role: t(`roles.${account.role}`, { defaultValue: account.role }),
                    email: account.email,
                    password: account.password,
                  })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!!retryAfter && (
        <div role="alert" className="mb-5 rounded-lg border border-danger/30 bg-danger/10 p-3.5 text-sm text-danger">
          {t('auth.login.throttled', { minutes: Math.ceil(retryAfter / 60) })}
        </div>
      )}

      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          placeholder={t('auth.emailPlaceholder')}
          {...bind(form, 'email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          placeholder="············"
          {...bind(form, 'password')}
          labelAside={
            <Link href={authPath(variant, 'forgot-password')} className="link mb-1 text-[0.8125rem]">
              {t('auth.login.forgot')}
            </Link>
          }
        />
        <Checkbox
          name="remember"
          label={t('auth.login.remember')}
          checked={form.data.remember}
          onChange={(v) => form.setData('remember', v)}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.processing}>
          {t('auth.login.submit')}
        </button>
      </form>

      {app?.canRegister !== false && (
        <AuthAlternative question={t('auth.login.newHere')} label={t('auth.login.createAccount')} href={authPath(variant, 'register')} />
      )}
    </AuthCard>
  )
}

Login.layout = BlankLayout
