import { X } from 'lucide-react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { STATUS_OPEN, type Assignee, type ContactFilter } from './types'

interface ContactToolbarProps {
  filter: ContactFilter
  assignees: Assignee[]
  onChange: (patch: Partial<ContactFilter>, replace?: boolean) => void
}

/**
 * Above the inbox: the open messages when the list shows them (new and in
 * progress together, as the dashboard counts them), the assignee filter (me,
 * nobody, a staff member), rows per page and the search.
 */
export default function ContactToolbar({ filter, assignees, onChange }: ContactToolbarProps) {
  const { t } = useTranslation()
  const people = [
    { value: 'me', label: t('coop.contact.filters.mine') },
    { value: 'none', label: t('coop.contact.filters.unassigned') },
    ...assignees.map((a) => ({ value: String(a.id), label: a.fullName })),
  ]
  const perPages = [10, 25, 50].map((n) => ({ value: String(n), label: String(n) }))
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      {filter.status === STATUS_OPEN && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t('coop.contact.filters.open')}</span>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => onChange({ status: '' })}>
            <X className="size-4" aria-hidden="true" />
            {t('coop.contact.filters.allStatuses')}
          </button>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('coop.contact.filters.assigned')}
          value={filter.assigned}
          allLabel={t('coop.contact.filters.anyone')}
          options={people}
          onChange={(assigned) => onChange({ assigned })}
          className="w-full sm:w-64"
        />
        <FilterSelect layout="inline" label={t('users.pager.perPage')} value={String(filter.perPage)} options={perPages} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        <SearchInput
          value={filter.q}
          onSearch={(q) => onChange({ q }, true)}
          label={t('coop.contact.filters.search')}
          placeholder={t('coop.contact.filters.searchPlaceholder')}
          className="w-full sm:ms-auto sm:w-80"
        />
      </div>
    </div>
  )
}
