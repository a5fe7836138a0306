import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import { useState } from 'react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { optionsOf, refused, roleLabel } from './labels'
import { STAFF_PATH } from './types'

interface InviteDrawerProps {
  open: boolean
  /** A new key each opening: a fresh, empty form. */
  session: number
  roles: string[]
  /** Mail can leave the server: the invitation may be sent; otherwise its link is shown to copy. */
  mailEnabled: boolean
  onClose: () => void
}

function InviteForm({ roles, mailEnabled, onClose }: Omit<InviteDrawerProps, 'open' | 'session'>) {
  const { t } = useTranslation()
  const form = useForm({ email: '', fullName: '', role: roles.includes('viewer') ? 'viewer' : (roles[0] ?? '') })
  const [send, setSend] = useState(mailEnabled)
  // A field's value, its change (which clears its error) and the server's error under it.
  const bind = (name: 'email' | 'fullName' | 'role') => ({
    value: form.data[name],
    onChange: (value: string) => {
      form.setData(name, value)
      if (form.errors[name]) form.clearErrors(name)
    },
    error: form.errors[name],
  })
  form.transform((data) => ({ ...data, send: mailEnabled && send }))
  const submit = () => {
    if (!form.processing) form.post(STAFF_PATH, { preserveScroll: true, ...refused, onSuccess: onClose })
  }
  return (
    <DrawerForm
      title={t('coop.staff.invite.title')}
      closeLabel={t('coop.staff.invite.close')}
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <SubmitButton label={t('coop.staff.invite.submit')} icon={Send} busy={form.processing} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.staff.invite.cancel')}
          </button>
        </>
      }
    >
      <Field label={t('coop.staff.invite.email')} type="email" {...bind('email')} autoComplete="off" maxLength={254} dir="ltr" data-autofocus />
      <Field label={t('coop.staff.invite.fullName')} {...bind('fullName')} autoComplete="off" maxLength={120} />
      <Select label={t('coop.staff.invite.role')} {...bind('role')} options={optionsOf(roles, roleLabel)} />
      <p className="text-sm text-muted">{t(`coop.staff.roleHints.${form.data.role}`, { defaultValue: '' })}</p>
      {mailEnabled ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="form-check" checked={send} onChange={(e) => setSend(e.target.checked)} />
          {t('coop.staff.invite.send')}
        </label>
      ) : (
        <p className="rounded-lg border border-line bg-body p-3 text-sm text-muted">{t('coop.staff.invite.noMail')}</p>
      )}
    </DrawerForm>
  )
}

/** The side panel where an admin invites someone onto the staff: e-mail, name, role. */
export default function InviteDrawer({ open, session, ...rest }: InviteDrawerProps) {
  return (
    <Drawer open={open} onClose={rest.onClose}>
      <InviteForm key={session} {...rest} />
    </Drawer>
  )
}
