import { useForm } from '@inertiajs/react'
import { UserRoundPlus } from 'lucide-react'
import { useState } from 'react'
import { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { bindField } from '@/Components/Form/form'
import { optionsOf, planLabel, roleLabel } from './labels'
import { ADD_URL } from './paths'
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
    <DrawerForm
      title={t('users.add.title')}
      closeLabel={t('users.add.close')}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <SubmitButton label={t('users.add.submit')} icon={UserRoundPlus} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('users.add.cancel')}
          </button>
        </>
      }
    >
      <Field label={t('users.fields.fullName')} {...bindField(form, 'fullName', 'user')} autoComplete="off" maxLength={100} data-autofocus />
      <Field label={t('users.fields.username')} {...bindField(form, 'username', 'user')} autoComplete="off" maxLength={30} dir="ltr" />
      <Field label={t('users.fields.email')} type="email" {...bindField(form, 'email', 'user')} autoComplete="off" maxLength={254} dir="ltr" />
      <Field label={t('users.fields.company')} {...bindField(form, 'company', 'user')} maxLength={100} />
      <Field label={t('users.fields.country')} {...bindField(form, 'country', 'user')} maxLength={60} />
      <Field label={t('users.fields.contact')} type="tel" {...bindField(form, 'contact', 'user')} maxLength={30} dir="ltr" />
      <Select label={t('users.fields.role')} {...bindField(form, 'role', 'user')} options={optionsOf(options.roles, roleLabel)} />
      <Select label={t('users.fields.currentPlan')} {...bindField(form, 'currentPlan', 'user')} options={optionsOf(options.plans, planLabel)} />
      {mailEnabled ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="form-check" checked={send} onChange={(e) => setSend(e.target.checked)} />
          {t('users.invitation.sendByMail')}
        </label>
      ) : (
        <p className="rounded-lg border border-line bg-body p-3 text-sm text-muted">{t('users.invitation.noMail')}</p>
      )}
    </DrawerForm>
  )
}
