import { router } from '@inertiajs/react'
import { useState } from 'react'
import { statusURL } from './paths'
import { refused } from './visits'

/** Suspends (inactive) or activates (active) a user; the server answers with a 303 and a flash message. */
export function useStatusChange(id: number) {
  const [busy, setBusy] = useState<'active' | 'inactive' | null>(null)
  const change = (status: 'active' | 'inactive') => {
    if (busy) return
    router.post(
      statusURL(id),
      { status },
      {
        preserveScroll: true,
        ...refused,
        onStart: () => setBusy(status),
        onFinish: () => setBusy(null),
      },
    )
  }
  return { busy, change }
}
