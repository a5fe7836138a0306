import type { ReactNode } from 'react'
import DialogForm, { DialogButtons, DialogHeading } from '@/Components/Form/DialogForm'

interface FormDialogProps {
  open: boolean
  title: string
  body: string
  /** The fields the act needs (a date, a decision, a reason). */
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * Asks before an act that cannot be undone and takes what it needs: the
 * fields, then the act's own button and Cancel. Enter in a field confirms.
 */
export default function FormDialog({ open, title, body, children, confirmLabel, cancelLabel, busy, onConfirm, onClose }: FormDialogProps) {
  return (
    <DialogForm open={open} busy={busy} onSubmit={onConfirm} onClose={onClose} role="alertdialog">
      <DialogHeading title={title} body={body} danger bodyClassName="text-[0.9375rem]" />
      <div className="grid gap-4">{children}</div>
      <DialogButtons cancelLabel={cancelLabel} confirmLabel={confirmLabel} busy={busy} onCancel={onClose} danger className="mt-6" />
    </DialogForm>
  )
}
