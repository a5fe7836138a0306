import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle, X, type LucideIcon } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import IconButton from '@/Components/IconButton'

interface DrawerProps {
  open: boolean
  onClose: () => void
  /** A DrawerForm, usually keyed by the opening so each one starts fresh. */
  children: ReactNode
  /**
   * false: shown and gone at once, for a panel its page mounts only while it
   * is open (it could not slide out); true by default.
   */
  animated?: boolean
}

/**
 * The side panel of the application pages (add a user, an invoice's payment,
 * a task, a calendar event): a dialog that slides in from the end edge, Esc or
 * the backdrop closes it, the focus goes to its `data-autofocus` field.
 */
export default function Drawer({ open, onClose, children, animated = true }: DrawerProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-60">
      <DialogBackdrop transition={animated} className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition={animated}
          className="flex h-full w-full max-w-md flex-col bg-surface text-text shadow-card transition-transform duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none rtl:data-closed:-translate-x-full"
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

interface DrawerFormProps {
  title: string
  /** The close button's name, worded by the page. */
  closeLabel: string
  onClose: () => void
  /** Enter or a submit button (never while busy: the caller says so through `busy`). */
  onSubmit: () => void
  busy?: boolean
  /** The buttons at the bottom (a SubmitButton, Cancel, Delete…). */
  footer: ReactNode
  /** The fields. */
  children: ReactNode
  formRef?: Ref<HTMLFormElement>
}

/** A Drawer's form: its title and close button, the fields (scrolling), the buttons at the bottom. */
export function DrawerForm({ title, closeLabel, onClose, onSubmit, busy = false, footer, children, formRef }: DrawerFormProps) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!busy) onSubmit()
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-line px-5 py-3">
        <DialogTitle className="flex-1 truncate text-lg font-semibold text-heading">{title}</DialogTitle>
        <IconButton label={closeLabel} icon={X} onClick={onClose} />
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">{children}</div>
      <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-3">{footer}</div>
    </form>
  )
}

interface SubmitButtonProps {
  label: string
  /** Shown before the label; a spinner replaces it while `busy`. */
  icon?: LucideIcon
  busy: boolean
  /** Defaults to `busy`. */
  disabled?: boolean
}

/** The form's primary button. */
export function SubmitButton({ label, icon: Icon, busy, disabled = busy }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={disabled} className="btn-primary">
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : Icon && <Icon className="size-4" aria-hidden="true" />}
      {label}
    </button>
  )
}
