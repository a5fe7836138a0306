import { Link } from '@inertiajs/react'
import { Check, ClipboardCheck, Info, LoaderCircle, Undo2, X } from 'lucide-react'
import { useState } from 'react'
import Field from '@/Components/Form/Field'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { kindLabel, SignedAmount } from './labels'
import CancelDialog from './CancelDialog'
import { approvedCount, approveState, cancelAllowed } from './rules'
import type { Movement } from './types'
import { useMovementAction, useViewer } from './useMovementAction'

interface ApprovalsCardProps {
  /** What the viewer may approve, oldest first. */
  pending: Movement[]
  /** The viewer's own requests still waiting (from the list shown): no Approve for them, and why. */
  mine?: Movement[]
}

/**
 * "À approuver": the movements waiting for a decision, oldest first, for
 * whoever may approve money. Each line says who, what, how much, who asked
 * and how many approvals it has of how many it needs, with Approve and
 * Reject (a reason required). One's own request has no Approve, says why,
 * and can be cancelled.
 */
export default function ApprovalsCard({ pending, mine = [] }: ApprovalsCardProps) {
  const { t } = useTranslation()
  const [cancelling, setCancelling] = useState<Movement | null>(null)
  const lines = [...pending, ...mine.filter((m) => !pending.some((p) => p.id === m.id)).reverse()]
  return (
    <section aria-labelledby="money-approvals" className="card border-s-4 border-warning p-5 sm:p-6">
      <h2 id="money-approvals" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheck className="size-5 text-warning" aria-hidden="true" />
        {t('coop.money.approvals.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.money.approvals.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((m) => (
            <ApprovalLine key={m.id} movement={m} onCancel={() => setCancelling(m)} />
          ))}
        </ul>
      )}
      <CancelDialog movement={cancelling} onClose={() => setCancelling(null)} />
    </section>
  )
}

function ApprovalLine({ movement: m, onCancel }: { movement: Movement; onCancel: () => void }) {
  const { t, i18n } = useTranslation()
  const viewer = useViewer()
  const { busy, error, send, clearError } = useMovementAction(m.id)
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const rule = approveState(m, viewer)
  const title = t('coop.money.approvals.line', { kind: kindLabel(m.kind), name: m.tiersName })
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid={`approval-${m.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-medium text-heading">
          <span>{kindLabel(m.kind)}</span>
          {' · '}
          <Link href={`/coop/tiers/${m.tiersId}`} className="text-primary-text hover:underline" dir="auto">
            {m.tiersName}
          </Link>
        </p>
        <SignedAmount movement={m} />
      </div>
      {m.label && (
        <p className="mt-1 text-sm" dir="auto">
          {m.label}
        </p>
      )}
      <p className="mt-1 text-sm text-muted">
        {t('coop.money.approvals.requested', { name: m.requestedName, date: formatDateTime(m.requestedAt, i18n.language) })}
        {' · '}
        <span data-testid="approvals-count">{t('coop.money.approvals.count', { n: approvedCount(m), needed: m.approvalsNeeded })}</span>
      </p>
      {!refusing && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {rule.approve && (
            <>
              <button type="button" className="btn-primary" disabled={busy !== ''} onClick={() => send('approve')} aria-label={t('coop.money.approvals.approveOf', { what: title })}>
                {busy === 'approve' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
                {t('coop.money.approve')}
              </button>
              <button
                type="button"
                className="btn-outline"
                disabled={busy !== ''}
                aria-label={t('coop.money.approvals.rejectOf', { what: title })}
                onClick={() => {
                  clearError()
                  setRefusing(true)
                }}
              >
                <X className="size-4" aria-hidden="true" />
                {t('coop.money.reject')}
              </button>
            </>
          )}
          {!rule.approve && (
            <p className="flex items-center gap-1.5 text-sm text-muted" data-testid="no-approve">
              <Info className="size-4 shrink-0" aria-hidden="true" />
              {t(`coop.money.approvals.why.${rule.reason}`)}
            </p>
          )}
          {cancelAllowed(m, viewer.id) && (
            <button type="button" className="btn-outline" onClick={onCancel} aria-label={t('coop.money.cancelOf', { id: m.id })}>
              <Undo2 className="size-4" aria-hidden="true" />
              {t('coop.money.cancelRequest')}
            </button>
          )}
          {error && (
            <p className="form-error w-full" role="alert">
              {serverText(error)}
            </p>
          )}
        </div>
      )}
      {refusing && (
        <form
          className="mt-3 space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            send('reject', { reason }, () => setRefusing(false))
          }}
        >
          <Field label={t('coop.money.approvals.reason')} hint={t('coop.money.approvals.reasonHint')} value={reason} onChange={(v) => { setReason(v); clearError() }} error={error} rows={2} maxLength={500} required data-autofocus autoFocus />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn bg-solid-danger text-white shadow-soft hover:opacity-90" disabled={busy !== ''}>
              {busy === 'reject' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {t('coop.money.approvals.confirmReject')}
            </button>
            <button type="button" className="btn-outline" disabled={busy !== ''} onClick={() => setRefusing(false)}>
              {t('coop.money.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  )
}
