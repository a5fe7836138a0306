import { Head } from '@inertiajs/react'
import { BadgeCheck, HandCoins, Hourglass, Plus, UserCheck, XCircle } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import ApprovalsCard from '@/Components/Coop/Money/ApprovalsCard'
import InterestDialog from '@/Components/Coop/Money/InterestDialog'
import CancelDialog from '@/Components/Coop/Money/CancelDialog'
import MovementDrawer from '@/Components/Coop/Money/MovementDrawer'
import MovementsTable from '@/Components/Coop/Money/MovementsTable'
import MovementsToolbar from '@/Components/Coop/Money/MovementsToolbar'
import { useLiveMoney } from '@/Components/Coop/Money/useLiveMoney'
import { useViewer } from '@/Components/Coop/Money/useMovementAction'
import { FILTER_DEFAULTS, KINDS, REQUEST_KINDS, MONEY_PATH, NO_FILTER, normalizeFilter, PER_PAGES, STATUSES, type DepotRetraitProps, type Movement, type MovementFilter } from '@/Components/Coop/Money/types'
import StatCards, { type StatItem } from '@/Components/StatCards'
import { pagerLabels } from '@/Components/User/labels'
import { useTranslation } from '@/lib/i18n'

/**
 * /coop/depot-retrait: the accounts' movements under four eyes. Who may
 * approve sees first what waits for them; then every movement with its
 * status, filters (status, kind, holder, period, search) and pages in the
 * URL. Staff who manage money ask for a movement in the side panel and run
 * the yearly interest on parts; a request's author may cancel it while it
 * waits.
 */
export default function DepotRetrait({ movements, total, filter: raw, counts, pending, settings, options }: DepotRetraitProps) {
  const { t, i18n } = useTranslation()
  const viewer = useViewer()
  const perPages = options?.perPages ?? PER_PAGES
  const filter = useMemo(() => normalizeFilter(raw, perPages), [raw, perPages])
  const { visit } = useTableState<MovementFilter>(MONEY_PATH, filter, FILTER_DEFAULTS)
  const change = useCallback((patch: Partial<MovementFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const [drawer, setDrawer] = useState({ open: false, session: 0 })
  const [interest, setInterest] = useState({ open: false, session: 0 })
  const [cancelling, setCancelling] = useState<Movement | null>(null)
  useLiveMoney(['movements', 'total', 'counts', 'pending'])
  const rows = movements ?? []
  const waiting = pending ?? []
  // Cards that filter the list by status; "waiting for me" is the section below.
  const byStatus = (key: string, icon: StatItem['icon'], tone: string): StatItem => ({
    key,
    icon,
    tone,
    label: t(`coop.money.stats.${key}`),
    value: counts?.[key] ?? 0,
    active: filter.status === key,
    onSelect: () => visit({ status: filter.status === key ? '' : key }),
  })
  const cards: StatItem[] = [
    byStatus('requested', Hourglass, 'bg-warning/15 text-warning'),
    { key: 'waitingForMe', icon: UserCheck, tone: 'bg-primary/15 text-primary-text', label: t('coop.money.stats.waitingForMe'), value: waiting.length },
    byStatus('executed', BadgeCheck, 'bg-success/15 text-success'),
    byStatus('rejected', XCircle, 'bg-danger/12 text-danger'),
  ]

  return (
    <>
      <Head title={t('coop.money.pageTitle')} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="me-auto text-xl font-semibold text-heading">{t('coop.money.heading')}</h1>
          {viewer.canManage && (
            <>
              <button type="button" className="btn-outline px-4" onClick={() => setInterest((s) => ({ open: true, session: s.session + 1 }))}>
                <HandCoins className="size-4" aria-hidden="true" />
                {t('coop.money.interest.open')}
              </button>
              <button type="button" className="btn-primary px-4" onClick={() => setDrawer((s) => ({ open: true, session: s.session + 1 }))}>
                <Plus className="size-4" aria-hidden="true" />
                {t('coop.money.new')}
              </button>
            </>
          )}
        </div>
        <StatCards label={t('coop.money.stats.label')} items={cards} />
        {viewer.canManage && <ApprovalsCard pending={waiting} mine={rows.filter((m) => m.status === 'requested' && m.requestedBy === viewer.id)} />}
        <section aria-labelledby="money-list-title" className="card min-w-0">
          <h2 id="money-list-title" className="px-5 pt-5 text-lg font-semibold">
            {t('coop.money.list.title')}
          </h2>
          <MovementsToolbar
            filter={filter}
            kinds={options?.kinds ?? KINDS}
            statuses={options?.statuses ?? STATUSES}
            perPages={perPages}
            holderName={filter.tiers ? (rows[0]?.tiersName ?? '') : ''}
            onChange={change}
            onAdd={viewer.canManage ? () => setDrawer((s) => ({ open: true, session: s.session + 1 })) : undefined}
          />
          <MovementsTable rows={rows} filter={filter} busy={busy} viewerId={viewer.id} onCancel={setCancelling} onClearFilters={() => visit(NO_FILTER)} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
      {viewer.canManage && (
        <>
          <MovementDrawer open={drawer.open} session={drawer.session} kinds={options?.requestKinds ?? REQUEST_KINDS} thresholdCents={settings?.secondAboveCents ?? 0} onClose={() => setDrawer((s) => ({ ...s, open: false }))} />
          <InterestDialog open={interest.open} session={interest.session} capBp={settings?.interestCapBasisPoints ?? 0} onClose={() => setInterest((s) => ({ ...s, open: false }))} />
        </>
      )}
      <CancelDialog movement={cancelling} onClose={() => setCancelling(null)} />
    </>
  )
}
