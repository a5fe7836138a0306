import { Download, Plus } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { KINDS, kindLabel, optionsOf } from './labels'
import { exportURL, PER_PAGE } from './listState'
import type { TiersFilter } from '../types'

interface TiersToolbarProps {
  filter: TiersFilter
  onChange: (patch: Partial<TiersFilter>, replace?: boolean) => void
  /** The list's CSV export (/coop/clients/export.csv). */
  exportPath: string
  /** The "Add" button's words; absent onAdd: the reader may not add. */
  addLabel: string
  onAdd?: () => void
}

const perPageOptions = PER_PAGE.map((n) => ({ value: String(n), label: String(n) }))

/** Above a register table: rows per page, kind, the search, the CSV export and "Add". */
export default function TiersToolbar({ filter, onChange, exportPath, addLabel, onAdd }: TiersToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-4">
      <FilterSelect layout="inline" label={t('coop.tiers.list.perPage')} value={String(filter.perPage)} options={perPageOptions} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
      <FilterSelect layout="hidden" label={t('coop.tiers.fields.kind')} value={filter.kind} allLabel={t('coop.tiers.list.allKinds')} options={optionsOf(KINDS, kindLabel)} onChange={(kind) => onChange({ kind })} />
      <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
        <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('coop.tiers.list.search')} placeholder={t('coop.tiers.list.searchPlaceholder')} className="w-full sm:w-80" />
        <a href={exportURL(exportPath, filter)} download className="btn-outline flex-1 px-4 sm:flex-none">
          <Download className="size-4" aria-hidden="true" />
          {t('coop.tiers.list.export')}
        </a>
        {onAdd && (
          <button type="button" onClick={onAdd} className="btn-primary flex-1 px-4 sm:flex-none">
            <Plus className="size-4" aria-hidden="true" />
            {addLabel}
          </button>
        )}
      </div>
    </div>
  )
}
