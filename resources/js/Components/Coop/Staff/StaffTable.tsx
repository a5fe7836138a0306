import { LogOut, SearchX, ShieldOff, UserRoundCheck, UserRoundX, Users } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import RoleBadge from '@/Components/RoleBadge'
import StatusPill from '@/Components/StatusPill'
import { MemberCell } from './cells'
import { optionsOf, roleLabel } from './labels'
import type { StaffAction } from './useStaffAction'
import type { StaffFilter, StaffMember } from './types'

interface StaffTableProps {
  staff: StaffMember[]
  filter: StaffFilter
  roles: string[]
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  /** The signed-in user: they change neither their own role nor their own status here. */
  meId: number | undefined
  /** Absent: the reader may not change the staff (no select, no buttons). */
  onAction?: (action: StaffAction) => void
}

/** The page of staff: who, role (a select for admins), status, last sign-in, actions. */
export default function StaffTable({ staff, filter, roles, busy, onSort, onClearFilters, meId, onAction }: StaffTableProps) {
  const { t, i18n } = useTranslation()
  const roleCell = (m: StaffMember) => {
    if (!onAction || m.id === meId) return <RoleBadge role={m.role} />
    return (
      <select
        className="form-input w-40 cursor-pointer bg-surface! py-1.5"
        aria-label={t('coop.staff.actions.roleOf', { name: m.fullName })}
        value={m.role}
        onChange={(e) => onAction({ kind: 'role', member: m, role: e.target.value })}
      >
        {optionsOf(roles, roleLabel).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )
  }
  const actions = (m: StaffMember) => {
    if (!onAction || m.id === meId) return null
    const suspended = m.status === 'inactive'
    return (
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onAction({ kind: suspended ? 'reactivate' : 'suspend', member: m })}>
          {suspended ? <UserRoundCheck className="size-4" aria-hidden="true" /> : <UserRoundX className="size-4" aria-hidden="true" />}
          {t(suspended ? 'coop.staff.actions.reactivate' : 'coop.staff.actions.suspend')}
          <span className="sr-only"> {m.fullName}</span>
        </button>
        {!suspended && (
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onAction({ kind: 'signOut', member: m })}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('coop.staff.actions.signOut')}
            <span className="sr-only"> {m.fullName}</span>
          </button>
        )}
        {!suspended && m.twoStep && (
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onAction({ kind: 'twoStepOff', member: m })}>
            <ShieldOff className="size-4" aria-hidden="true" />
            {t('coop.staff.actions.twoStepOff')}
            <span className="sr-only"> {m.fullName}</span>
          </button>
        )}
      </div>
    )
  }
  const columns: Column<StaffMember>[] = [
    { id: 'fullName', header: t('coop.staff.columns.member'), sortable: true, rowHeader: true, className: 'sm:min-w-64', cell: (m) => <MemberCell member={m} /> },
    { id: 'role', header: t('coop.staff.columns.role'), sortable: true, cell: roleCell },
    {
      id: 'status',
      header: t('coop.staff.columns.status'),
      sortable: true,
      // Invited and not yet in: "pending", as the users list says it.
      cell: (m) => <StatusPill status={m.pending && m.status === 'active' ? 'pending' : m.status} />,
    },
    {
      id: 'lastSignIn',
      header: t('coop.staff.columns.lastSignIn'),
      cell: (m) => <span className="whitespace-nowrap">{m.lastSignIn ? formatDateTime(m.lastSignIn, i18n.language) : t('coop.staff.never')}</span>,
    },
    ...(onAction ? [{ id: 'actions', header: t('coop.staff.columns.actions'), cell: actions }] : []),
  ]
  const empty = filter.q || filter.role || filter.status ? (
    <EmptyState icon={SearchX} text={filter.q ? t('coop.staff.empty.search', { q: filter.q }) : t('coop.staff.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('coop.staff.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Users} text={t('coop.staff.empty.none')} />
  )
  return <DataTable label={t('coop.staff.table')} columns={columns} rows={staff} rowKey={(m) => m.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
