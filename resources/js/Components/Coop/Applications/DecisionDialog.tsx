import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle } from 'lucide-react'
import type { FormEvent, ReactNode } from 'react'

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
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel transition className="w-full max-w-md rounded-xl bg-surface p-6 text-text shadow-card transition duration-200 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none">
          <DialogTitle className="mb-4 text-lg font-semibold">{title}</DialogTitle>
          <form onSubmit={submit} noValidate className="grid gap-4">
            {children}
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={onClose} disabled={busy} className="btn-outline">
                {cancelLabel}
              </button>
              <button type="submit" disabled={busy} className={tone === 'danger' ? 'btn bg-solid-danger text-white shadow-soft hover:opacity-90' : 'btn-primary'}>
                {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
                {confirmLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
