import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle, X, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'

interface SidePanelProps {
  open: boolean
  title: string
  onClose: () => void
  /** Called on submit (Enter or the primary button). */
  onSubmit: () => void
  submitLabel: string
  submitIcon: LucideIcon
  busy: boolean
  children: ReactNode
}

/** A side panel (a dialog at the end edge) holding a form: its title, fields, and Submit / Cancel. */
export default function SidePanel({ open, title, onClose, onSubmit, submitLabel, submitIcon: Icon, busy, children }: SidePanelProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-surface text-text shadow-card transition-transform duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none rtl:data-closed:-translate-x-full"
        >
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              if (!busy) onSubmit()
            }}
            className="flex min-h-0 flex-1 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-line px-5 py-3">
              <DialogTitle className="flex-1 truncate text-lg font-semibold">{title}</DialogTitle>
              <button type="button" onClick={onClose} aria-label={t('invoice.panel.close')} title={t('invoice.panel.close')} className="btn-ghost rounded-full p-2">
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">{children}</div>
            <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-3">
              <button type="submit" disabled={busy} className="btn-primary">
                {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />}
                {submitLabel}
              </button>
              <button type="button" onClick={onClose} className="btn-outline">
                {t('invoice.confirm.cancel')}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
