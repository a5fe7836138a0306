import { Link } from '@inertiajs/react'
import { Pencil, SearchX, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import IconButton from '@/Components/IconButton'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { kindLabel } from './labels'
import { tiersPath } from './listState'
import RoleBadges from './RoleBadges'
import type { Tiers, TiersFilter } from '../types'

interface TiersTableProps {
  rows: Tiers[]
  filter: TiersFilter
  filtered: boolean
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
  /** Absent: the reader may not edit. */
  onEdit?: (t: Tiers) => void
  /** Columns a role's page adds before the actions (parts, capital…). */
  extra?: Column<Tiers>[]
  /** The table's name and the empty list's words. */
  label: string
  emptyText: string
}

/** A page of the register: name and e-mail, kind, city, roles, added on; sortable headers. */
export default function TiersTable({ rows, filter, filtered, busy, onSort, onClearFilters, onEdit, extra = [], label, emptyText }: TiersTableProps) {
  const { t, i18n } = useTranslation()
  const columns: Column<Tiers>[] = [
    {
      id: 'name',
      header: t('coop.tiers.columns.name'),
      sortable: true,
      rowHeader: true,
      className: 'sm:min-w-64',
      cell: (r) => (
        <div className="min-w-0 max-w-44 sm:max-w-xs">
          <Link href={tiersPath(r.id)} dir="auto" className="block truncate font-medium text-heading hover:text-primary-text">
            {r.name}
          </Link>
          <p className="truncate text-xs text-muted" dir="ltr">
            {r.email}
          </p>
        </div>
      ),
    },
    { id: 'kind', header: t('coop.tiers.columns.kind'), cell: (r) => kindLabel(r.kind) },
    { id: 'city', header: t('coop.tiers.columns.city'), sortable: true, cell: (r) => r.city },
    { id: 'roles', header: t('coop.tiers.columns.roles'), cell: (r) => <RoleBadges tiers={r} /> },
    { id: 'createdAt', header: t('coop.tiers.columns.createdAt'), sortable: true, cell: (r) => formatDate(r.createdAt, i18n.language) },
    ...extra,
  ]
  if (onEdit) {
    columns.push({
      id: 'actions',
      header: t('coop.tiers.columns.actions'),
      cell: (r) => <IconButton label={t('coop.tiers.list.edit', { name: r.name })} icon={Pencil} onClick={() => onEdit(r)} />,
    })
  }

  const empty: ReactNode = filtered ? (
    <EmptyState icon={SearchX} text={filter.q ? t('coop.tiers.list.noMatch', { q: filter.q }) : t('coop.tiers.list.noneFiltered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('coop.tiers.list.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Users} text={emptyText} />
  )

  return <DataTable label={label} columns={columns} rows={rows} rowKey={(r) => r.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
