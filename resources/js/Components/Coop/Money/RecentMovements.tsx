import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import CancelDialog from './CancelDialog'
import { kindLabel, MovementStatus, SignedAmount } from './labels'
import { approvedCount, cancelAllowed } from './rules'
import type { Movement } from './types'

interface RecentMovementsProps {
  movements: Movement[]
  /** The viewer's user id: their own requests get Cancel while they wait. */
  viewerId: number
  /** Where the movements' actions are (a member's own: /coop/profil/withdrawals); the staff's routes by default. */
  base?: string
}

/** An account's latest movements, newest first: status, kind and label, signed amount, date; the viewer's own requests can be cancelled while they wait. */
export default function RecentMovements({ movements, viewerId, base }: RecentMovementsProps) {
  const { t, i18n } = useTranslation()
  const [cancelling, setCancelling] = useState<Movement | null>(null)
  if (movements.length === 0) return <p className="text-sm text-muted">{t('coop.money.list.none')}</p>
  return (
    <>
      <ul className="divide-y divide-line" aria-label={t('coop.money.recent')}>
        {movements.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0" data-testid={`movement-${m.status}`}>
            <MovementStatus status={m.status} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-heading">
                {kindLabel(m.kind)}
                {m.label && (
                  <span className="font-normal text-muted" dir="auto">
                    {' · '}
                    {m.label}
                  </span>
                )}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={m.requestedAt}>{formatDate(m.requestedAt, i18n.language)}</time>
                {m.status === 'requested' && ` · ${t('coop.money.approvals.count', { n: approvedCount(m), needed: m.approvalsNeeded })}`}
                {m.status === 'rejected' && m.reason && ` · ${t('coop.money.reasonShown', { reason: m.reason })}`}
              </p>
            </div>
            <SignedAmount movement={m} />
            {cancelAllowed(m, viewerId) && (
              <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setCancelling(m)} aria-label={t('coop.money.cancelOf', { id: m.id })}>
                <Undo2 className="size-4" aria-hidden="true" />
                {t('coop.money.cancelRequest')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <CancelDialog movement={cancelling} base={base} onClose={() => setCancelling(null)} />
    </>
  )
}
