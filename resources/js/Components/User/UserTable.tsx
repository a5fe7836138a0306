import { SearchX, Users } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { planLabel } from './labels'
import RoleBadge from '@/Components/RoleBadge'
import RowActions from './RowActions'
import StatusPill from '@/Components/StatusPill'
import UserCell from './UserCell'
import type { User, UserFilter } from './types'

interface UserTableProps {
  users: User[]
  filter: UserFilter
  filtered: boolean
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  /** The signed-in user, who may not delete themselves. */
  meId: number | undefined
  canEdit: boolean
  onDelete?: (user: User) => void
}

/** The page of users: user, role, plan, status and actions; sortable headers. */
export default function UserTable({ users, filter, filtered, busy, onSort, onClearFilters, meId, canEdit, onDelete }: UserTableProps) {
  const { t } = useTranslation()
  const columns: Column<User>[] = [
    { id: 'fullName', header: t('users.columns.user'), sortable: true, rowHeader: true, className: 'sm:min-w-64', cell: (u) => <UserCell user={u} /> },
    { id: 'role', header: t('users.columns.role'), sortable: true, cell: (u) => <RoleBadge role={u.role} /> },
    { id: 'currentPlan', header: t('users.columns.plan'), sortable: true, cell: (u) => <span className="font-medium text-heading">{planLabel(u.currentPlan)}</span> },
    { id: 'status', header: t('users.columns.status'), sortable: true, cell: (u) => <StatusPill status={u.status} /> },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      cell: (u) => <RowActions user={u} canEdit={canEdit} onDelete={onDelete && u.id !== meId ? () => onDelete(u) : undefined} />,
    },
  ]

  const empty = filtered ? (
    <EmptyState icon={SearchX} text={filter.q ? t('users.empty.search', { q: filter.q }) : t('users.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('users.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Users} text={t('users.empty.none')} />
  )

  return <DataTable label={t('users.list.table')} columns={columns} rows={users} rowKey={(u) => u.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
