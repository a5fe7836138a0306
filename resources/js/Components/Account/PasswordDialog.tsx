import { useRef } from 'react'
import DialogForm, { DialogButtons, DialogHeading } from '@/Components/Form/DialogForm'
import { useTranslation } from '@/lib/i18n'
import FormError from './FormError'
import PasswordField from './PasswordField'

interface PasswordDialogProps {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  /** The confirm button in red (deleting, disabling). */
  danger?: boolean
  password: string
  onPassword: (value: string) => void
  /** The server's error for the password, or for the whole request. */
  error?: string
  formError?: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks for one's password before a change that needs it (delete the account, turn off two-step sign-in, new recovery codes). */
export default function PasswordDialog({ open, title, body, confirmLabel, danger = false, password, onPassword, error, formError, busy, onConfirm, onClose }: PasswordDialogProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  return (
    <DialogForm open={open} busy={busy} onSubmit={onConfirm} onClose={onClose} initialFocus={input} scroll>
      <DialogHeading title={title} body={body} danger={danger} bodyClassName="text-sm" />
      <PasswordField ref={input} label={t('account.fields.currentPassword')} value={password} onChange={onPassword} error={error} autoComplete="current-password" />
      <div className="mt-2">
        <FormError error={formError} />
      </div>
      <DialogButtons cancelLabel={t('account.cancel')} confirmLabel={confirmLabel} busy={busy} onCancel={onClose} danger={danger} disabled={password === ''} className="mt-5" />
    </DialogForm>
  )
}
