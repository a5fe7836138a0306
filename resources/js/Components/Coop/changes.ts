import type { AuditChange } from './audit'

/** A member's request to change their own record, as app/registry.ChangeRequest answers it. */
export interface ChangeRequest {
  id: number
  tiersId: number
  tiersName: string
  fields: Record<string, string>
  /** The record's current value → the requested one, field by field. */
  changes: AuditChange[]
  status: 'pending' | 'approved' | 'rejected' | 'replaced'
  requestedBy: number
  requestedByName: string
  requestedAt: string
  decidedBy: number
  decidedByName: string
  decidedAt: string | null
  reason: string
}

/** Where staff approve or refuse a request (controllers/coop_self.go). */
export const changePath = (id: number, decision: 'approve' | 'reject') => `/coop/changes/${id}/${decision}`
