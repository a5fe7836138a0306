import { Link } from '@inertiajs/react'
import { SearchX, Users } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatDate, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import ActionButtons, { actionsFrom } from './ActionButtons'
import StatusBadge from './StatusBadge'
import { MEMBERS_PATH, type Action, type Member, type MemberFilter } from './types'

interface MembersTableProps {
  members: Member[]
  filter: MemberFilter
  transitions: Record<string, { from: string[] }>
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  /** Absent: the reader may not move members along (no buttons). */
  onAsk?: (member: Member, action: Action) => void
}

/** The page of members: who, number, status, admission, parts wished, and the next steps. */
export default function MembersTable({ members, filter, transitions, busy, onSort, onClearFilters, onAsk }: MembersTableProps) {
  const { t, i18n } = useTranslation()
  const columns: Column<Member>[] = [
    {
      id: 'name',
      header: t('coop.members.columns.member'),
      sortable: true,
      rowHeader: true,
      className: 'sm:min-w-56',
      cell: (m) => (
        <div className="min-w-0 max-w-44 sm:max-w-xs">
          <Link href={`${MEMBERS_PATH}/${m.tiers.id}`} dir="auto" className="block truncate font-medium text-heading hover:text-primary-text">
            {m.tiers.name}
          </Link>
          <p className="truncate text-xs text-muted" dir="ltr">
            {m.tiers.email}
          </p>
        </div>
      ),
    },
    {
      id: 'number',
      header: t('coop.members.columns.number'),
      sortable: true,
      cell: (m) => (m.membership.number ? formatNumber(m.membership.number, i18n.language, { useGrouping: false }) : <span className="text-muted">—</span>),
    },
    { id: 'status', header: t('coop.members.columns.status'), sortable: true, cell: (m) => <StatusBadge status={m.membership.status} /> },
    {
      id: 'admittedOn',
      header: t('coop.members.columns.admittedOn'),
      sortable: true,
      cell: (m) => <span className="whitespace-nowrap">{m.membership.admittedOn ? formatDate(m.membership.admittedOn, i18n.language) : '—'}</span>,
    },
    { id: 'partsWished', header: t('coop.members.columns.partsWished'), className: 'max-md:hidden', cell: (m) => formatNumber(m.membership.partsWished, i18n.language) },
    ...(onAsk
      ? [
          {
            id: 'actions',
            header: t('coop.members.columns.actions'),
            cell: (m: Member) => <ActionButtons compact member={m} actions={actionsFrom(m.membership.status, transitions)} onAsk={(a) => onAsk(m, a)} />,
          },
        ]
      : []),
  ]
  const empty =
    filter.q || filter.status ? (
      <EmptyState icon={SearchX} text={filter.q ? t('coop.members.empty.search', { q: filter.q }) : t('coop.members.empty.filtered')}>
        <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
          {t('coop.members.filters.clear')}
        </button>
      </EmptyState>
    ) : (
      <EmptyState icon={Users} text={t('coop.members.empty.none')} />
    )
  return <DataTable label={t('coop.members.table')} columns={columns} rows={members} rowKey={(m) => m.tiers.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
