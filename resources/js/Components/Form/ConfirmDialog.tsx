import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react'
import { LoaderCircle, TriangleAlert } from 'lucide-react'
import { useRef } from 'react'

interface ConfirmDialogProps {
  open: boolean
  title: string
  body: string
  confirmLabel: string
  /** The way out, worded by the page (its namespace holds the word). */
  cancelLabel: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter does no harm. */
export default function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} initialFocus={cancelRef} role="alertdialog" className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          transition
          className="w-full max-w-md rounded-xl bg-surface p-6 text-center text-text shadow-card transition duration-200 data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
        >
          <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-danger/12 text-danger">
            <TriangleAlert className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle className="mb-2 text-lg font-semibold">{title}</DialogTitle>
          <Description className="mb-6 text-[0.9375rem]">{body}</Description>
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" onClick={onConfirm} disabled={busy} className="btn bg-solid-danger text-white shadow-soft hover:opacity-90">
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {confirmLabel}
            </button>
            <button ref={cancelRef} type="button" onClick={onClose} disabled={busy} className="btn-outline">
              {cancelLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
