import { router } from '@inertiajs/react'
import { useState } from 'react'
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
  const [target, setTarget] = useState<Pick<User, 'id' | 'fullName'> | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const ask = (user: Pick<User, 'id' | 'fullName'>) => {
    setTarget(user)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const confirm = () => {
    if (!target || busy) return
    router.delete(deleteURL(target.id, backToList), {
      preserveScroll: true,
      ...refused,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setOpen(false)
      },
    })
  }
  return { target, open, busy, ask, close, confirm }
}
