import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle, TriangleAlert } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'

interface DialogFormProps {
  open: boolean
  /** While the act goes: no closing, no second submit. */
  busy: boolean
  onSubmit: () => void
  onClose: () => void
  /** What has the focus when it opens (the first field). */
  initialFocus?: RefObject<HTMLElement | null>
  role?: 'dialog' | 'alertdialog'
  /** The panel scrolls within the window when it is taller than it. */
  scroll?: boolean
  /** Classes of the form (its children's layout). */
  className?: string
  children: ReactNode
}

/** A small dialog that is a form: Enter in a field submits it, once. */
export default function DialogForm({ open, busy, onSubmit, onClose, initialFocus, role, scroll = false, className, children }: DialogFormProps) {
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} initialFocus={initialFocus} role={role} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className={scroll ? 'fixed inset-0 flex items-center justify-center overflow-y-auto p-4' : 'fixed inset-0 flex items-center justify-center p-4'}>
        <DialogPanel
          transition
          className="w-full max-w-md rounded-xl bg-surface p-6 text-text shadow-card transition duration-200 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              if (!busy) onSubmit()
            }}
            className={className}
          >
            {children}
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}

/** The dialog's title and what it is about, beside a red sign for an act that cannot be undone. */
export function DialogHeading({ title, body, danger = false, bodyClassName }: { title: string; body: string; danger?: boolean; bodyClassName: string }) {
  return (
    <div className="mb-4 flex items-start gap-3">
      {danger && (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/12 text-danger">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0">
        <DialogTitle className="text-lg font-semibold text-heading">{title}</DialogTitle>
        <Description className={`mt-1 ${bodyClassName}`}>{body}</Description>
      </div>
    </div>
  )
}

interface DialogButtonsProps {
  cancelLabel: string
  confirmLabel: string
  busy: boolean
  onCancel: () => void
  /** The confirm button in red (deleting, rejecting). */
  danger?: boolean
  /** The confirm button is off for another reason (a field still empty). */
  disabled?: boolean
  className?: string
}

/** Cancel, then the act's own button (it submits the form) with its spinner. */
export function DialogButtons({ cancelLabel, confirmLabel, busy, onCancel, danger = false, disabled = false, className = '' }: DialogButtonsProps) {
  return (
    <div className={className ? `${className} flex flex-wrap justify-end gap-3` : 'flex flex-wrap justify-end gap-3'}>
      <button type="button" onClick={onCancel} disabled={busy} className="btn-outline">
        {cancelLabel}
      </button>
      <button type="submit" disabled={busy || disabled} className={danger ? 'btn bg-solid-danger text-white shadow-soft hover:opacity-90' : 'btn-primary'}>
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {confirmLabel}
      </button>
    </div>
  )
}
