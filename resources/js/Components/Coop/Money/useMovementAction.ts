import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useAbility } from '@/lib/ability'
import { refused } from './labels'
import { movementPath } from './types'

/** The signed-in person as four eyes see them: their user id, and whether they may approve money. */
export function useViewer() {
  const { props } = usePage()
  const canManage = useAbility().can('manage', 'Money')
  return { id: props.auth?.user?.id ?? 0, canManage }
}

export type MovementAction = 'approve' | 'reject' | 'cancel'

/**
 * Approve, reject (with its reason) or cancel one movement, as an Inertia
 * POST: the page comes back with a flash; a refused reason lands in `error`
 * (its field's), anything else not a field's is a toast.
 */
export function useMovementAction(id: number, base = '') {
  const [busy, setBusy] = useState<MovementAction | ''>('')
  const [error, setError] = useState('')
  const send = (action: MovementAction, body: Record<string, string> = {}, onDone?: () => void) => {
    if (busy) return
    setBusy(action)
    setError('')
    router.post(base ? `${base}/${id}/${action}` : movementPath(id, action), body, {
      preserveScroll: true,
      ...refused,
      onSuccess: () => onDone?.(),
      onError: (errors) => setError(errors.reason ?? errors.form ?? Object.values(errors)[0] ?? ''),
      onFinish: () => setBusy(''),
    })
  }
  return { busy, error, send, clearError: () => setError('') }
}
