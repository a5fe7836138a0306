import { Link } from '@inertiajs/react'
import { Landmark, SearchX } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import StatusBadge from './StatusBadge'
import type { Holder, HolderFilter } from './types'

interface HoldersTableProps {
  holders: Holder[]
  filter: HolderFilter
  busy: boolean
  onSort: (column: string) => void
  onClearFilters: () => void
}

/** The page of shareholders: who, category, membership, and their parts, capital and percentage from the register of parts. */
export default function HoldersTable({ holders, filter, busy, onSort, onClearFilters }: HoldersTableProps) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const columns: Column<Holder>[] = [
    {
      id: 'name',
      header: t('coop.shareholders.columns.holder'),
      sortable: true,
      rowHeader: true,
      className: 'sm:min-w-56',
      cell: (h) => (
        <div className="min-w-0 max-w-44 sm:max-w-xs">
          <Link href={`/coop/tiers/${h.tiers.id}`} dir="auto" className="block truncate font-medium text-heading hover:text-primary-text">
            {h.tiers.name}
          </Link>
          <p className="truncate text-xs text-muted" dir="ltr">
            {h.tiers.email}
          </p>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('coop.shareholders.columns.category'),
      sortable: true,
      cell: (h) => t(`coop.shareholders.categories.${h.tiers.holderCategory || 'none'}`),
    },
    {
      id: 'memberStatus',
      header: t('coop.shareholders.columns.memberStatus'),
      className: 'max-md:hidden',
      cell: (h) => (h.tiers.memberStatus ? <StatusBadge status={h.tiers.memberStatus} /> : <span className="text-muted">{t('coop.shareholders.notMember')}</span>),
    },
    { id: 'parts', header: t('coop.shareholders.columns.parts'), className: 'text-end tabular-nums', cell: (h) => formatNumber(h.parts, lng) },
    { id: 'capital', header: t('coop.shareholders.columns.capital'), className: 'text-end tabular-nums', cell: (h) => <span className="whitespace-nowrap">{formatMoney(h.capitalCents, lng)}</span> },
    {
      id: 'percentage',
      header: t('coop.shareholders.columns.percentage'),
      className: 'text-end tabular-nums',
      cell: (h) => formatNumber(h.percentage / 100, lng, { style: 'percent', maximumFractionDigits: 2 }),
    },
  ]
  const empty =
    filter.q || filter.category ? (
      <EmptyState icon={SearchX} text={filter.q ? t('coop.shareholders.empty.search', { q: filter.q }) : t('coop.shareholders.empty.filtered')}>
        <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
          {t('coop.shareholders.filters.clear')}
        </button>
      </EmptyState>
    ) : (
      <EmptyState icon={Landmark} text={t('coop.shareholders.empty.none')} />
    )
  return <DataTable label={t('coop.shareholders.table')} columns={columns} rows={holders} rowKey={(h) => h.tiers.id} sort={filter} onSort={onSort} empty={empty} busy={busy} />
}
