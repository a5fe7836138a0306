import { router } from '@inertiajs/react'
import { Check, FilePenLine, LoaderCircle, X } from 'lucide-react'
import { useState } from 'react'
import Field from '@/Components/Form/Field'
import { refusedWith } from '@/Components/Form/form'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import AuditChanges from './AuditChanges'
import { changePath, type ChangeRequest } from './changes'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('coop.changes.failed')

interface Props {
  requests: ChangeRequest[]
  /** Whether the viewer may approve or refuse (manage Tiers); others only read. */
  canDecide: boolean
}

/**
 * The changes a member asked for on their own record (IBAN, address), each
 * as current → requested, with Approve and Refuse for staff who may decide.
 * Nothing shows when there is no pending request.
 */
export default function ChangeRequests({ requests, canDecide }: Props) {
  const { t } = useTranslation()
  if (requests.length === 0) return null
  return (
    <section aria-labelledby="coop-change-requests" className="card border-s-4 border-warning p-5 sm:p-6">
      <h2 id="coop-change-requests" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <FilePenLine className="size-5 text-warning" aria-hidden="true" />
        {t('coop.changes.pendingTitle')}
      </h2>
      <ul className="space-y-5">
        {requests.map((r) => (
          <Request key={r.id} request={r} canDecide={canDecide} />
        ))}
      </ul>
    </section>
  )
}

function Request({ request, canDecide }: { request: ChangeRequest; canDecide: boolean }) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState<'' | 'approve' | 'reject'>('')
  const [refusing, setRefusing] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const send = (decision: 'approve' | 'reject') => {
    if (busy) return
    setBusy(decision)
    router.post(changePath(request.id, decision), decision === 'reject' ? { reason } : {}, {
      preserveScroll: true,
      ...refused,
      // A refusal's reason is under its field; anything else (the record no longer passes the register's checks) under the buttons.
      onError: (errors) => setError(errors.reason ?? Object.values(errors)[0] ?? ''),
      onFinish: () => setBusy(''),
    })
  }
  return (
    <li>
      <p className="text-sm text-muted">
        {t('coop.changes.requestedBy', { name: request.requestedByName || request.tiersName })}
        {' · '}
        <time dateTime={request.requestedAt}>{formatDateTime(request.requestedAt, i18n.language)}</time>
      </p>
      <AuditChanges changes={request.changes} />
      {canDecide && !refusing && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={busy !== ''} onClick={() => send('approve')}>
            {busy === 'approve' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
            {t('coop.changes.approve')}
          </button>
          <button type="button" className="btn-outline" disabled={busy !== ''} onClick={() => {
              setError('')
              setRefusing(true)
            }}>
            <X className="size-4" aria-hidden="true" />
            {t('coop.changes.reject')}
          </button>
          {error && (
            <p className="form-error w-full" role="alert">
              {serverText(error)}
            </p>
          )}
        </div>
      )}
      {canDecide && refusing && (
        <form
          className="mt-3 space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            send('reject')
          }}
        >
          <Field label={t('coop.changes.reason')} hint={t('coop.changes.reasonHint')} value={reason} onChange={setReason} error={error} rows={2} maxLength={500} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn bg-solid-danger text-white shadow-soft hover:opacity-90" disabled={busy !== ''}>
              {busy === 'reject' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {t('coop.changes.confirmReject')}
            </button>
            <button type="button" className="btn-outline" disabled={busy !== ''} onClick={() => setRefusing(false)}>
              {t('coop.changes.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  )
}
