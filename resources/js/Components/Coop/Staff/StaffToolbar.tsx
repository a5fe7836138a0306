import { UserRoundPlus } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { optionsOf, roleLabel, statusLabel } from './labels'
import type { StaffFilter, StaffOptions } from './types'

interface StaffToolbarProps {
  filter: StaffFilter
  options: StaffOptions
  onChange: (patch: Partial<StaffFilter>, replace?: boolean) => void
  /** Absent: the reader may not invite. */
  onInvite?: () => void
}

/** Above the table: role and status filters, rows per page, the search and "Invite". */
export default function StaffToolbar({ filter, options, onChange, onInvite }: StaffToolbarProps) {
  const { t } = useTranslation()
  const perPages = (options.perPages ?? [10, 25, 50]).map((n) => ({ value: String(n), label: String(n) }))
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect label={t('coop.staff.filters.role')} value={filter.role} allLabel={t('coop.staff.filters.allRoles')} options={optionsOf(options.roles ?? [], roleLabel)} onChange={(role) => onChange({ role })} />
        <FilterSelect
          label={t('coop.staff.filters.status')}
          value={filter.status}
          allLabel={t('coop.staff.filters.allStatuses')}
          options={optionsOf(options.statuses ?? [], statusLabel)}
          onChange={(status) => onChange({ status })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect layout="inline" label={t('users.pager.perPage')} value={String(filter.perPage)} options={perPages} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
          <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('coop.staff.filters.search')} placeholder={t('coop.staff.filters.searchPlaceholder')} className="w-full sm:w-80" />
          {onInvite && (
            <button type="button" onClick={onInvite} className="btn-primary flex-1 px-4 sm:flex-none">
              <UserRoundPlus className="size-4" aria-hidden="true" />
              {t('coop.staff.invite.open')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
}
