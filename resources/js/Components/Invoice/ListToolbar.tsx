import { Link } from '@inertiajs/react'
import { Download, Plus } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useAbility } from '@/lib/ability'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { statusLabel } from './labels'
import { exportURL, paths } from './listState'
import { PER_PAGE, STATUSES, type InvoiceFilter } from './types'

interface ListToolbarProps {
  filter: InvoiceFilter
  counts: Record<string, number>
  onChange: (patch: Partial<InvoiceFilter>, replace?: boolean) => void
}

const perPageOptions = PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))

/** Above the table: rows per page, the status filter (with today's counts), the search, the CSV export and "Create invoice". */
export default function ListToolbar({ filter, counts, onChange }: ListToolbarProps) {
  const { t, i18n } = useTranslation()
  // Who only reads invoices (a viewer) gets no button for a form they could not save.
  const canAdd = useAbility().can('manage', 'Invoice')
  const number = (n: number) => formatNumber(n, i18n.language)
  const statusOptions = STATUSES.map((s) => ({ value: s, label: `${statusLabel(s)} (${number(counts[s] ?? 0)})` }))
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 px-5 py-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect layout="inline" label={t('invoice.pager.perPage')} value={String(filter.perPage)} options={perPageOptions} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        {canAdd && (
          <Link href={paths.add} className="btn-primary px-4">
            <Plus className="size-4" aria-hidden="true" />
            {t('invoice.list.add')}
          </Link>
        )}
      </div>
      <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:justify-end">
        <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('invoice.list.search')} placeholder={t('invoice.list.searchPlaceholder')} className="w-full sm:w-64" />
        <FilterSelect
          layout="hidden"
          label={t('invoice.filters.status')}
          value={filter.status}
          allLabel={`${t('invoice.filters.allStatuses')} (${number(counts[''] ?? 0)})`}
          options={statusOptions}
          onChange={(status) => onChange({ status })}
          className="min-w-44 flex-1 sm:flex-none"
        />
        <a href={exportURL(filter)} download className="btn-outline px-4" title={t('invoice.list.exportHint')}>
          <Download className="size-4" aria-hidden="true" />
          {t('invoice.list.export')}
        </a>
      </div>
    </div>
  )
}
