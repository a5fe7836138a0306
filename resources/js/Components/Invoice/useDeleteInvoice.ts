import { router } from '@inertiajs/react'
import { useState } from 'react'
import { paths } from './listState'
import { refused } from './visits'

/**
 * Deleting an invoice after a confirmation: `ask(id)` opens the dialog,
 * `confirm()` sends DELETE; the server answers with a 303 (back to the list
 * it came from, or to the list from the invoice's own page) and a flash.
 */
export function useDeleteInvoice() {
  const [target, setTarget] = useState<number | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const ask = (id: number) => {
    setTarget(id)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const confirm = () => {
    if (target === null || busy) return
    router.delete(paths.remove(target), {
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
