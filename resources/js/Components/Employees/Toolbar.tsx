import { Download, ListChecks, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { exportURL, selectedExportURL } from './tableState'
import { PER_PAGE, type EmployeeFilter } from './types'

interface ToolbarProps {
  filter: EmployeeFilter
  total: number
  onChange: (patch: Partial<EmployeeFilter>, replace?: boolean) => void
  selected: readonly number[]
  onClearSelection: () => void
  /** The column chooser. */
  columns: ReactNode
}

const perPageOptions = PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))

/** Above the table: rows per page, the search, the columns, the CSV of the rows found and of the rows ticked. */
export default function Toolbar({ filter, total, onChange, selected, onClearSelection, columns }: ToolbarProps) {
  const { t, i18n } = useTranslation()
  return (
    <div className="grid gap-3 px-5 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect layout="inline" label={t('dataTable.pager.perPage')} value={String(filter.perPage)} options={perPageOptions} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
          <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('dataTable.search.label')} placeholder={t('dataTable.search.placeholder')} className="w-full sm:w-96" />
          {columns}
          <a
            href={exportURL(filter)}
            download
            aria-disabled={total === 0 || undefined}
            className={`btn-outline flex-1 px-4 sm:flex-none ${total === 0 ? 'pointer-events-none opacity-50' : ''}`}
            title={t('dataTable.export.hint')}
          >
            <Download className="size-4" aria-hidden="true" />
            {t('dataTable.export.all')}
          </a>
        </div>
      </div>
      {selected.length > 0 && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md bg-primary/8 px-4 py-2 text-sm text-heading">
          <ListChecks className="size-4 text-primary-text" aria-hidden="true" />
          <span>{t('dataTable.select.count', { n: formatNumber(selected.length, i18n.language) })}</span>
          <a href={selectedExportURL(selected, filter)} download className="btn-primary ms-auto px-3 py-1.5">
            <Download className="size-4" aria-hidden="true" />
            {t('dataTable.export.selected')}
          </a>
          <button type="button" onClick={onClearSelection} className="btn-ghost px-3 py-1.5">
            <X className="size-4" aria-hidden="true" />
            {t('dataTable.select.clear')}
          </button>
        </div>
      )}
    </div>
  )
}
