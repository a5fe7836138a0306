import { DialogTitle } from '@headlessui/react'
import { useForm } from '@inertiajs/react'
import { LoaderCircle, UserRoundPlus, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { bindField } from './form'
import InputField from './InputField'
import { optionsOf, planLabel, roleLabel } from './labels'
import { ADD_URL } from './paths'
import SelectField from './SelectField'
import { refused } from './visits'
import type { AccountFields, UserOptions } from './types'

const EMPTY: AccountFields = { fullName: '', username: '', email: '', company: '', country: '', contact: '', role: 'subscriber', currentPlan: 'basic' }

interface AddUserFormProps {
  options: UserOptions
  /** Mail can leave the server: the invitation may be sent; otherwise its link is shown to copy. */
  mailEnabled: boolean
  onClose: () => void
}

/**
 * The panel's form: who the user is, their role and plan, and whether their
 * invitation goes by mail (otherwise the list shows its link to copy).
 * Refused: the errors go under the fields, which keep what was typed.
 */
export default function AddUserForm({ options, mailEnabled, onClose }: AddUserFormProps) {
  const { t } = useTranslation()
  const form = useForm<AccountFields>({ ...EMPTY, role: options.roles.includes('subscriber') ? 'subscriber' : (options.roles[0] ?? ''), currentPlan: options.plans[0] ?? 'basic' })
  const [send, setSend] = useState(mailEnabled)
  form.transform((user) => ({ user, send: mailEnabled && send }))

  const submit = () => {
    if (form.processing) return
    form.post(ADD_URL, { preserveScroll: true, ...refused, onSuccess: onClose })
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-line px-5 py-3">
        <DialogTitle className="flex-1 truncate text-lg font-semibold">{t('users.add.title')}</DialogTitle>
        <button type="button" onClick={onClose} aria-label={t('users.add.close')} title={t('users.add.close')} className="btn-ghost rounded-full p-2">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
        <InputField label={t('users.fields.fullName')} {...bindField(form, 'fullName')} autoComplete="off" maxLength={100} data-autofocus />
        <InputField label={t('users.fields.username')} {...bindField(form, 'username')} autoComplete="off" maxLength={30} dir="ltr" />
        <InputField label={t('users.fields.email')} type="email" {...bindField(form, 'email')} autoComplete="off" maxLength={254} dir="ltr" />
        <InputField label={t('users.fields.company')} {...bindField(form, 'company')} maxLength={100} />
        <InputField label={t('users.fields.country')} {...bindField(form, 'country')} maxLength={60} />
        <InputField label={t('users.fields.contact')} type="tel" {...bindField(form, 'contact')} maxLength={30} dir="ltr" />
        <SelectField label={t('users.fields.role')} {...bindField(form, 'role')} options={optionsOf(options.roles, roleLabel)} />
        <SelectField label={t('users.fields.currentPlan')} {...bindField(form, 'currentPlan')} options={optionsOf(options.plans, planLabel)} />
        {mailEnabled ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="form-check" checked={send} onChange={(e) => setSend(e.target.checked)} />
            {t('users.invitation.sendByMail')}
          </label>
        ) : (
          <p className="rounded-lg border border-line bg-body p-3 text-sm text-muted">{t('users.invitation.noMail')}</p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-3">
        <button type="submit" disabled={form.processing} className="btn-primary">
          {form.processing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <UserRoundPlus className="size-4" aria-hidden="true" />}
          {t('users.add.submit')}
        </button>
        <button type="button" onClick={onClose} className="btn-ghost px-4">
          {t('users.add.cancel')}
        </button>
      </div>
    </form>
  )
}
