import { FilterSelect } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { optionsOf, planLabel, roleLabel, statusLabel } from './labels'
import type { UserFilter, UserOptions } from './types'

interface ListFiltersProps {
  filter: UserFilter
  options: UserOptions
  onChange: (patch: Partial<UserFilter>) => void
}

/** The three filters above the list: role, plan, status. */
export default function ListFilters({ filter, options, onChange }: ListFiltersProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FilterSelect label={t('users.filters.role')} value={filter.role} allLabel={t('users.filters.allRoles')} options={optionsOf(options.roles, roleLabel)} onChange={(role) => onChange({ role })} />
      <FilterSelect
        label={t('users.filters.plan')}
        value={filter.currentPlan}
        allLabel={t('users.filters.allPlans')}
        options={optionsOf(options.plans, planLabel)}
        onChange={(currentPlan) => onChange({ currentPlan })}
      />
      <FilterSelect
        label={t('users.filters.status')}
        value={filter.status}
        allLabel={t('users.filters.allStatuses')}
        options={optionsOf(options.statuses, statusLabel)}
        onChange={(status) => onChange({ status })}
      />
    </div>
  )
}
