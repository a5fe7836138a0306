import { DialogTitle } from '@headlessui/react'
import type { ReactNode } from 'react'
import DialogForm, { DialogButtons } from '@/Components/Form/DialogForm'

interface DecisionDialogProps {
  open: boolean
  title: string
  confirmLabel: string
  cancelLabel: string
  busy: boolean
  /** The confirm button's look: admitting is the main action, rejecting a dangerous one. */
  tone: 'primary' | 'danger'
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

/** A small dialog with the fields of a decision (admission, rejection) and its confirm button. */
export default function DecisionDialog({ open, title, confirmLabel, cancelLabel, busy, tone, onSubmit, onClose, children }: DecisionDialogProps) {
  return (
    <DialogForm open={open} busy={busy} onSubmit={onSubmit} onClose={onClose} className="grid gap-4">
      <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
      {children}
      <DialogButtons cancelLabel={cancelLabel} confirmLabel={confirmLabel} busy={busy} onCancel={onClose} danger={tone === 'danger'} />
    </DialogForm>
  )
}
