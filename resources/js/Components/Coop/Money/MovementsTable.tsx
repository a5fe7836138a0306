import { Link } from '@inertiajs/react'
import { ArrowLeftRight, SearchX, Undo2 } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import IconButton from '@/Components/IconButton'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { kindLabel, MovementStatus, SignedAmount } from './labels'
import { approvedCount, cancelAllowed } from './rules'
import type { Movement, MovementFilter } from './types'

interface MovementsTableProps {
  rows: Movement[]
  filter: MovementFilter
  busy: boolean
  viewerId: number
  onClearFilters: () => void
  /** Asks to cancel one's own request. */
  onCancel: (m: Movement) => void
  /** Hides the holder's column (a tiers' own page). */
  withHolder?: boolean
}

/** The movements, newest first: status, kind, signed amount, holder, who asked and when, approvals; Cancel for its author while requested. */
export default function MovementsTable({ rows, filter, busy, viewerId, onClearFilters, onCancel, withHolder = true }: MovementsTableProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const columns: Column<Movement>[] = [
    { id: 'id', header: t('coop.money.columns.number'), rowHeader: true, className: 'tabular-nums', cell: (m) => <span className="font-medium text-heading">#{m.id}</span> },
    { id: 'status', header: t('coop.money.columns.status'), cell: (m) => <MovementStatus status={m.status} /> },
    {
      id: 'kind',
      header: t('coop.money.columns.kind'),
      cell: (m) => (
        <div className="min-w-0 max-w-56">
          <p className="text-heading">{kindLabel(m.kind)}</p>
          {m.label && (
            <p className="truncate text-xs text-muted" dir="auto" title={m.label}>
              {m.label}
            </p>
          )}
        </div>
      ),
    },
    { id: 'amount', header: t('coop.money.columns.amount'), className: 'text-end!', cell: (m) => <SignedAmount movement={m} /> },
  ]
  if (withHolder) {
    columns.push({
      id: 'holder',
      header: t('coop.money.columns.holder'),
      cell: (m) => (
        <Link href={`/coop/tiers/${m.tiersId}`} dir="auto" className="block max-w-48 truncate font-medium text-heading hover:text-primary-text">
          {m.tiersName}
        </Link>
      ),
    })
  }
  columns.push(
    {
      id: 'requested',
      header: t('coop.money.columns.requested'),
      cell: (m) => (
        <div className="whitespace-nowrap">
          <p dir="auto">{m.requestedName}</p>
          <time dateTime={m.requestedAt} className="text-xs text-muted">
            {formatDateTime(m.requestedAt, lang)}
          </time>
        </div>
      ),
    },
    {
      id: 'approvals',
      header: t('coop.money.columns.approvals'),
      cell: (m) => (
        <span className="whitespace-nowrap" title={m.approvals.map((a) => `${a.userName} · ${t(`coop.money.decisions.${a.decision}`, { defaultValue: a.decision })}`).join('\n')}>
          {m.approvalsNeeded === 0 ? <span className="text-muted">{t('coop.money.approvals.auto')}</span> : t('coop.money.approvals.count', { n: approvedCount(m), needed: m.approvalsNeeded })}
          {m.reason && <span className="block max-w-48 truncate text-xs text-muted" dir="auto" title={m.reason}>{m.reason}</span>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('coop.money.columns.actions')}</span>,
      cell: (m) =>
        cancelAllowed(m, viewerId) ? <IconButton label={t('coop.money.cancelOf', { id: m.id })} icon={Undo2} onClick={() => onCancel(m)} /> : null,
    },
  )
  const filtered = Boolean(filter.status || filter.kind || filter.tiers || filter.q || filter.from || filter.to)
  const empty = filtered ? (
    <EmptyState icon={SearchX} text={t('coop.money.list.noneFiltered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('coop.money.list.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={ArrowLeftRight} text={t('coop.money.list.none')} />
  )
  return <DataTable label={t('coop.money.list.title')} columns={columns} rows={rows} rowKey={(m) => m.id} sort={filter} onSort={() => undefined} empty={empty} busy={busy} />
}
