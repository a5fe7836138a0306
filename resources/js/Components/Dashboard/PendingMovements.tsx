import { Link, router } from '@inertiajs/react'
import { Check, LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import { refusedWith } from '@/Components/Form/form'
import { formatDateTime, formatMoney } from '@/lib/format'
import { t, useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import Panel, { Empty } from './Panel'
import { LINKS, type Overview, type WaitingMovement } from './types'

const kindLabel = (kind: string) => t(`coop.money.kinds.${kind}`, { defaultValue: kind })
/** A refused approval that is not a field's is a toast. */
const refused = refusedWith('coop.money.failed')

/** The oldest movements waiting for approval, with Approve for who may approve each. */
export default function PendingMovements({ movements }: { movements: Overview['movements'] }) {
  useTranslation()
  return (
    <Panel id="dashboard-pending" title={t('dashboard.coop.pending.title')} more={t('dashboard.coop.pending.all', { count: movements.count })} moreHref={LINKS.movementsPending}>
      {movements.oldest.length === 0 ? (
        <Empty>{t('dashboard.coop.pending.none')}</Empty>
      ) : (
        <ul className="divide-y divide-line">
          {movements.oldest.map((m) => (
            <PendingLine key={m.id} movement={m} />
          ))}
        </ul>
      )}
    </Panel>
  )
}

function PendingLine({ movement: m }: { movement: WaitingMovement }) {
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const approve = () => {
    if (busy) return
    setBusy(true)
    router.post(LINKS.approve(m.id), {}, { preserveScroll: true, ...refused, onFinish: () => setBusy(false) })
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0" data-testid={`pending-${m.id}`}>
      <div className="min-w-0">
        <p className="font-medium text-heading">
          {kindLabel(m.kind)}
          {' · '}
          <Link href={`/coop/tiers/${m.tiersId}`} className="text-primary-text hover:underline" dir="auto">
            {m.tiersName}
          </Link>
        </p>
        <p className="text-xs text-muted" dir="auto">
          {t('dashboard.coop.pending.requested', { name: m.requestedName, date: formatDateTime(m.requestedAt, i18n.language) })}
          {' · '}
          {tCount('dashboard.coop.pending.approvals', m.approvalsCount, { needed: m.approvalsNeeded })}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <bdi dir="ltr" className="font-semibold whitespace-nowrap text-heading tabular-nums">
          {formatMoney(m.amountCents, i18n.language)}
        </bdi>
        {m.canApprove && (
          <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={approve} disabled={busy} aria-label={t('dashboard.coop.pending.approveOf', { kind: kindLabel(m.kind), name: m.tiersName })}>
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Check className="size-4" aria-hidden="true" />}
            {t('dashboard.coop.pending.approve')}
          </button>
        )}
      </div>
    </li>
  )
}
