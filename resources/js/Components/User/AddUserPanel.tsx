import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
import AddUserForm from './AddUserForm'
import type { UserOptions } from './types'

interface AddUserPanelProps {
  open: boolean
  /** A new key each opening: a fresh, empty form. */
  session: number
  options: UserOptions
  /** Mail can leave the server: the invitation may be sent rather than copied. */
  mailEnabled: boolean
  onClose: () => void
}

/** The side panel (a dialog at the end edge) where a user is added. */
export default function AddUserPanel({ open, session, options, mailEnabled, onClose }: AddUserPanelProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-surface text-text shadow-card transition-transform duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none rtl:data-closed:-translate-x-full"
        >
          <AddUserForm key={session} options={options} mailEnabled={mailEnabled} onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
