import { FilterSelect, SearchInput } from '@/Components/DataTable'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { plainRoute } from '@/lib/activityRoutes'
import type { ActivityFilter, ActivityOptions } from '@/lib/activity'

interface Props {
  filter: ActivityFilter
  options: ActivityOptions
  onChange: (patch: Partial<ActivityFilter>, replace?: boolean) => void
}

/** The activity list's filters: a person (by name or e-mail), what, which page, the days, and rows per page. */
export default function ActivityToolbar({ filter, options, onChange }: Props) {
  const { t } = useTranslation()
  const kinds = options.kinds.map((k) => ({ value: k, label: t(`activity.kinds.${k}`) }))
  const routes = [...new Set([...options.routes, ...(filter.route ? [filter.route] : [])])].map((r) => ({ value: r, label: `\u2066${plainRoute(r)}\u2069` })) // isolated: an address reads left to right in RTL too
  const perPages = options.perPages.map((n) => ({ value: String(n), label: String(n) }))
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <span className="form-label" aria-hidden="true">
            {t('activity.filters.user')}
          </span>
          <SearchInput value={filter.user} onSearch={(user) => onChange({ user }, true)} label={t('activity.filters.user')} placeholder={t('activity.filters.userPlaceholder')} />
        </div>
        <FilterSelect label={t('activity.filters.kind')} allLabel={t('activity.filters.allKinds')} value={filter.kind} options={kinds} onChange={(kind) => onChange({ kind })} />
        <FilterSelect label={t('activity.filters.route')} allLabel={t('activity.filters.allRoutes')} value={filter.route} options={routes} onChange={(route) => onChange({ route })} />
        <Field label={t('activity.filters.from')} type="date" value={filter.from} max={filter.to || undefined} onChange={(from) => onChange({ from })} />
        <Field label={t('activity.filters.to')} type="date" value={filter.to} min={filter.from || undefined} onChange={(to) => onChange({ to })} />
      </div>
      <FilterSelect layout="inline" label={t('users.pager.perPage')} value={String(filter.perPage)} options={perPages} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
    </div>
  )
}
