import { Download, Plus } from 'lucide-react'
import { FilterSelect, SearchInput, type SelectOption } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'

interface ListToolbarProps {
  /** The words' section: coop.members or coop.shareholders. */
  prefix: string
  /** The one filter: its name in the URL, its value and its choices. */
  filterName: string
  filterValue: string
  filterOptions: SelectOption[]
  q: string
  perPage: number
  perPages: number[]
  exportHref: string
  onChange: (patch: Record<string, string | number>, replace?: boolean) => void
  /** Absent: the reader may not add. */
  onAdd?: () => void
}

/** Above a table: its filter, rows per page, the search, the CSV export and "Add". */
export default function ListToolbar({ prefix, filterName, filterValue, filterOptions, q, perPage, perPages, exportHref, onChange, onAdd }: ListToolbarProps) {
  const { t } = useTranslation()
  const filterKey = filterName === 'status' ? 'status' : 'category'
  const allKey = filterName === 'status' ? 'allStatuses' : 'allCategories'
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <FilterSelect
        label={t(`${prefix}.filters.${filterKey}`)}
        value={filterValue}
        allLabel={t(`${prefix}.filters.${allKey}`)}
        options={filterOptions}
        onChange={(v) => onChange({ [filterName]: v })}
        className="sm:max-w-xs"
      />
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          layout="inline"
          label={t('users.pager.perPage')}
          value={String(perPage)}
          options={perPages.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => onChange({ perPage: Number(v) })}
          className="[&_select]:w-20"
        />
        <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
          <SearchInput value={q} onSearch={(v) => onChange({ q: v }, true)} label={t(`${prefix}.filters.search`)} placeholder={t(`${prefix}.filters.searchPlaceholder`)} className="w-full sm:w-72" />
          <a href={exportHref} download className="btn-outline flex-1 px-4 sm:flex-none">
            <Download className="size-4" aria-hidden="true" />
            {t(`${prefix}.export`)}
          </a>
          {onAdd && (
            <button type="button" onClick={onAdd} className="btn-primary flex-1 px-4 sm:flex-none">
              <Plus className="size-4" aria-hidden="true" />
              {t('coop.members.add')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
