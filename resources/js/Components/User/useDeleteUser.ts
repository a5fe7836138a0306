import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import { deleteURL } from './paths'
import { refused } from './visits'
import type { User } from './types'

/**
 * Deleting a user after a confirmation: `ask(user)` opens the dialog, `confirm()`
 * sends DELETE; the server answers with a 303 and a flash message (done, or
 * refused: oneself, the last admin), which the shell shows as a toast.
 * `backToList`: from the user's own page, which will not exist afterwards.
 */
export function useDeleteUser(backToList = false) {
  return useConfirmDelete((user: Pick<User, 'id' | 'fullName'>) => deleteURL(user.id, backToList), refused)
}
