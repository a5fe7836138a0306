import { Plus, X } from 'lucide-react'
import { FilterSelect, optionsOf, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { kindLabel, statusLabel } from './labels'
import { periodPatch, type MovementFilter } from './types'

interface MovementsToolbarProps {
  filter: MovementFilter
  kinds: readonly string[]
  statuses: readonly string[]
  perPages: readonly number[]
  /** The holder the list is narrowed to (the URL's tiers=), with its name when known. */
  holderName: string
  onChange: (patch: Partial<MovementFilter>, replace?: boolean) => void
  /** Absent: the reader may not ask for a movement. */
  onAdd?: () => void
}

/** Above the movements: status, kind, the period, the holder chosen, rows per page, the search and "Nouveau mouvement". */
export default function MovementsToolbar({ filter, kinds, statuses, perPages, holderName, onChange, onAdd }: MovementsToolbarProps) {
  const { t } = useTranslation()
  const setDay = (bound: 'from' | 'to', day: string) => {
    const patch = periodPatch(filter, bound, day)
    if (patch) onChange(patch)
  }
  const dated = Boolean(filter.from || filter.to)
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label={t('coop.money.filters.status')} value={filter.status} allLabel={t('coop.money.filters.allStatuses')} options={optionsOf(statuses, statusLabel)} onChange={(status) => onChange({ status })} />
        <FilterSelect label={t('coop.money.filters.kind')} value={filter.kind} allLabel={t('coop.money.filters.allKinds')} options={optionsOf(kinds, kindLabel)} onChange={(kind) => onChange({ kind })} />
        <div>
          <label htmlFor="money-from" className="form-label">
            {t('coop.money.filters.from')}
          </label>
          <input id="money-from" type="date" className="form-input" value={filter.from} max={filter.to || undefined} aria-describedby="money-period-hint" onChange={(e) => setDay('from', e.target.value)} />
        </div>
        <div>
          <label htmlFor="money-to" className="form-label">
            {t('coop.money.filters.to')}
          </label>
          <input id="money-to" type="date" className="form-input" value={filter.to} min={filter.from || undefined} aria-describedby="money-period-hint" onChange={(e) => setDay('to', e.target.value)} />
        </div>
      </div>
      <p className="-mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span id="money-period-hint">{t('coop.money.filters.periodHint')}</span>
        {dated && (
          <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => onChange({ from: '', to: '' })}>
            <X className="size-4" aria-hidden="true" />
            {t('coop.money.filters.allDates')}
          </button>
        )}
      </p>
      {filter.tiers && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('coop.money.filters.holder', { name: holderName || `#${filter.tiers}` })}</span>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => onChange({ tiers: '' })}>
            <X className="size-4" aria-hidden="true" />
            {t('coop.money.filters.allHolders')}
          </button>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          layout="inline"
          label={t('users.pager.perPage')}
          value={String(filter.perPage)}
          options={perPages.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => onChange({ perPage: Number(v) })}
          className="[&_select]:w-20"
        />
        <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
          <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('coop.money.filters.search')} placeholder={t('coop.money.filters.searchPlaceholder')} className="w-full sm:w-72" />
          {onAdd && (
            <button type="button" onClick={onAdd} className="btn-primary flex-1 px-4 sm:flex-none">
              <Plus className="size-4" aria-hidden="true" />
              {t('coop.money.new')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
