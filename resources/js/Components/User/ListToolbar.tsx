import { Download, Plus } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { exportURL } from './listState'
import { PER_PAGE, type UserFilter } from './types'

interface ListToolbarProps {
  filter: UserFilter
  onChange: (patch: Partial<UserFilter>, replace?: boolean) => void
  /** Absent: the viewer may not add users. */
  onAdd?: () => void
}

const perPageOptions = PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))

/** Above the table: rows per page, the search, the CSV export and "Add user". */
export default function ListToolbar({ filter, onChange, onAdd }: ListToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-4">
      <FilterSelect layout="inline" label={t('users.pager.perPage')} value={String(filter.perPage)} options={perPageOptions} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
      <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
        <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('users.list.search')} placeholder={t('users.list.searchPlaceholder')} className="w-full sm:w-80" />
        <a href={exportURL(filter)} download className="btn-outline flex-1 px-4 sm:flex-none" title={t('users.list.exportHint')}>
          <Download className="size-4" aria-hidden="true" />
          {t('users.list.export')}
        </a>
        {onAdd && (
          <button type="button" onClick={onAdd} className="btn-primary flex-1 px-4 sm:flex-none">
            <Plus className="size-4" aria-hidden="true" />
            {t('users.list.add')}
          </button>
        )}
      </div>
    </div>
  )
}
