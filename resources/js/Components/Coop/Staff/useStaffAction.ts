import { router } from '@inertiajs/react'
import { useState } from 'react'
import { refused } from './labels'
import { STAFF_PATH, type StaffMember } from './types'

/** A change to one staff member that waits for a confirmation. */
export type StaffAction =
  | { kind: 'role'; member: StaffMember; role: string }
  | { kind: 'suspend' | 'reactivate' | 'signOut' | 'twoStepOff'; member: StaffMember }

function request(action: StaffAction): [string, Record<string, string>] {
  const base = `${STAFF_PATH}/${action.member.id}`
  switch (action.kind) {
    case 'role':
      return [`${base}/role`, { role: action.role }]
    case 'suspend':
      return [`${base}/status`, { status: 'inactive' }]
    case 'reactivate':
      return [`${base}/status`, { status: 'active' }]
    case 'twoStepOff':
      return [`${base}/two-step/off`, {}]
    default:
      return [`${base}/sign-out`, {}]
  }
}

/** The action being confirmed, and the way to ask, confirm or drop it. */
export function useStaffAction() {
  const [action, setAction] = useState<StaffAction | null>(null)
  const [busy, setBusy] = useState(false)
  const confirm = () => {
    if (!action || busy) return
    const [url, body] = request(action)
    setBusy(true)
    router.post(url, body, {
      preserveScroll: true,
      ...refused,
      onFinish: () => {
        setBusy(false)
        setAction(null)
      },
    })
  }
  return { action, busy, ask: setAction, confirm, close: () => !busy && setAction(null) }
}
