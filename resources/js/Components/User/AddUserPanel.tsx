import Drawer from '@/Components/Form/Drawer'
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

/** The side panel where a user is added. */
export default function AddUserPanel({ open, session, options, mailEnabled, onClose }: AddUserPanelProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <AddUserForm key={session} options={options} mailEnabled={mailEnabled} onClose={onClose} />
    </Drawer>
  )
}
