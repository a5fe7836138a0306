import type { VisitOptions } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'

/**
 * Deleting something after a confirmation (with Form/ConfirmDialog): `ask(target)`
 * opens the dialog, `confirm()` sends DELETE to `url(target)`; the server answers
 * with a 303 and a flash message, which the shell shows as a toast. `options`:
 * the application's own handling of a refusal (a toast; the page stays).
 */
export function useConfirmDelete<T>(url: (target: T) => string, options: Pick<VisitOptions, 'onHttpException' | 'onNetworkError'>) {
  const [target, setTarget] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const ask = (next: T) => {
    setTarget(next)
    setOpen(true)
  }
  const close = () => setOpen(false)
  const confirm = () => {
    if (target === null || busy) return
    router.delete(url(target), {
      preserveScroll: true,
      ...options,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setOpen(false)
      },
    })
  }
  return { target, open, busy, ask, close, confirm }
}
