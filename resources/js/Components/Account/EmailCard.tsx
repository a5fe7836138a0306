import { router } from '@inertiajs/react'
import { Clock, Info, LoaderCircle, Mail, Pencil, Send, X } from 'lucide-react'
import { useState } from 'react'
import Field from '@/Components/Form/Field'
import { bindField } from '@/Components/Form/form'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import Card from './Card'
import FormError from './FormError'
import PasswordField from './PasswordField'
import { EMAIL_URL } from './paths'
import { refused, useAccountForm } from './useAccountForm'
import type { AccountInfo } from './types'

/**
 * The sign-in e-mail: shown, not edited in place. "Change" asks the new
 * address and the password; nothing changes until the link sent there is
 * followed, and meanwhile the card says where it waits (with Cancel). A
 * server that sends no mail cannot prove a new address: no "Change" then,
 * a note that an administrator changes it (a change asked before still shows).
 */
export default function EmailCard({ account }: { account: AccountInfo }) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const { form, save } = useAccountForm<{ email: string; password: string }>(EMAIL_URL, { email: '', password: '' }, undefined, () => setOpen(false))
  const pending = account.pendingEmail
  const close = () => {
    setOpen(false)
    form.resetAndClearErrors()
  }
  const cancel = () =>
    router.delete(EMAIL_URL, { preserveScroll: true, ...refused, onStart: () => setCancelling(true), onFinish: () => setCancelling(false) })

  return (
    <Card id="account-email" title={t('account.email.title')} icon={Mail} intro={t('account.email.intro')}>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('account.fields.email')} value={account.email} onChange={() => undefined} readOnly dir="ltr" className="min-w-0 flex-1 basis-64" />
        {account.emailChangeAvailable && !open && (
          <button type="button" className="btn-outline" onClick={() => setOpen(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('account.email.change')}
          </button>
        )}
      </div>
      {!account.emailChangeAvailable && (
        <p id="account-email-no-mail" className="mt-4 flex items-start gap-2 rounded-lg bg-info/12 px-4 py-3 text-sm text-heading">
          <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
          {t('account.email.needsMail')}
        </p>
      )}
      {pending && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-warning/12 px-4 py-3 text-sm text-heading" role="status">
          <Clock className="size-4 shrink-0 text-warning" aria-hidden="true" />
          <p className="min-w-0 flex-1">
            {t('account.email.pending', { email: pending.email })}{' '}
            <span className="text-muted">{t('account.email.pendingUntil', { at: formatDateTime(pending.expiresAt, i18n.language) })}</span>
          </p>
          <button type="button" className="btn-ghost px-3 py-1.5" onClick={cancel} disabled={cancelling}>
            {cancelling ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
            {t('account.email.cancel')}
          </button>
        </div>
      )}
      {account.emailChangeAvailable && open && (
        <form
          noValidate
          aria-label={t('account.email.formLabel')}
          onSubmit={(e) => {
            e.preventDefault()
            save()
          }}
          className="mt-4 space-y-4 rounded-lg border border-line p-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('account.email.new')} type="email" {...bindField(form, 'email')} autoComplete="email" maxLength={254} dir="ltr" autoFocus />
            <PasswordField label={t('account.fields.currentPassword')} {...bindField(form, 'password')} autoComplete="current-password" />
          </div>
          <p className="text-xs text-muted">{t('account.email.how')}</p>
          <FormError error={(form.errors as Record<string, string>).form} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-primary" disabled={form.processing}>
              {form.processing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
              {t('account.email.send')}
            </button>
            <button type="button" className="btn-ghost px-4" onClick={close} disabled={form.processing}>
              {t('account.cancel')}
            </button>
          </div>
        </form>
      )}
    </Card>
  )
}
