/**
 * Four eyes, as the page shows them: who sees Approve on a movement, and why
 * someone does not. The server's check is the rule; these only keep a button
 * from offering what it would refuse, and say why.
 */

/** The facts of a movement that decide its buttons (approvals are known on a movement's own answer; lists send []). */
export interface Decidable {
  status: string
  requestedBy: number
  approvals: readonly { userId: number; decision: string }[]
  approvalsNeeded: number
  approvalsCount: number
}

/** Why Approve is not offered: the viewer asked for it, already approved it, may not approve money, or it is decided. */
export type NoApproveReason = 'author' | 'already' | 'notAllowed' | 'closed'

export type ApproveRule = { approve: true; reason?: undefined } | { approve: false; reason: NoApproveReason }

/** Whether a movement still waits for a decision. */
export const isOpen = (m: Pick<Decidable, 'status'>) => m.status === 'requested'

/** How many have approved it. */
export const approvedCount = (m: Pick<Decidable, 'approvals' | 'approvalsCount'>) => Math.max(m.approvalsCount ?? 0, m.approvals.filter((a) => a.decision === 'approved').length)

/**
 * Whether `viewer` (its user id, and whether it may manage money) is offered
 * Approve on `m`: an open movement, someone who may approve, not its author,
 * not twice.
 */
export function approveRule(m: Decidable, viewer: { id: number; canManage: boolean }): ApproveRule {
  if (!isOpen(m)) return { approve: false, reason: 'closed' }
  if (!viewer.canManage) return { approve: false, reason: 'notAllowed' }
  if (m.requestedBy !== 0 && m.requestedBy === viewer.id) return { approve: false, reason: 'author' }
  if (m.approvals.some((a) => a.userId === viewer.id)) return { approve: false, reason: 'already' }
  return { approve: true }
}

/**
 * What the page offers: the local rule, and the server's own answer when it
 * sent one (canApprove), which wins; a "no" keeps the local reason to show.
 */
export function approveState(m: Decidable & { canApprove?: boolean }, viewer: { id: number; canManage: boolean }): ApproveRule {
  const rule = approveRule(m, viewer)
  if (rule.approve && m.canApprove === false) return { approve: false, reason: 'notAllowed' }
  return rule
}

/** Whether `viewer` may reject `m`: whoever may approve it (its author cancels it instead). */
export const rejectAllowed = (m: Decidable, viewer: { id: number; canManage: boolean }) => approveRule(m, viewer).approve

/** Whether `viewer` may cancel `m`: its author, while it is still requested. */
export const cancelAllowed = (m: Decidable, viewerId: number) => isOpen(m) && m.requestedBy !== 0 && m.requestedBy === viewerId
