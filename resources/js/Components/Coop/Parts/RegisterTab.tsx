import { FileText, Sheet, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { FilterSelect, Pager, SearchInput } from '@/Components/DataTable'
import Field from '@/Components/Form/Field'
import { partsPager } from './labels'
import { useTranslation } from '@/lib/i18n'
import EntriesTable from './EntriesTable'
import { exportHref, PER_PAGES, type Category, type Entry, type PartsFilter } from './types'

interface RegisterTabProps {
  entries: Entry[]
  total: number
  filter: PartsFilter
  kinds: string[]
  categories: Category[]
  busy: boolean
  onChange: (patch: Partial<PartsFilter>, replace?: boolean) => void
  onAnnul?: (entry: Entry) => void
  emptyAction?: ReactNode
}

/** The register's filters: the period, the kind, the category, a holder, the search; and the exports of the period. */
function RegisterToolbar({ filter, kinds, categories, onChange }: Pick<RegisterTabProps, 'filter' | 'kinds' | 'categories' | 'onChange'>) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('coop.parts.filters.from')} type="date" value={filter.from} max={filter.to || undefined} onChange={(from) => onChange({ from })} />
        <Field label={t('coop.parts.filters.to')} type="date" value={filter.to} min={filter.from || undefined} onChange={(to) => onChange({ to })} />
        <FilterSelect
          label={t('coop.parts.filters.kind')}
          value={filter.kind}
          allLabel={t('coop.parts.filters.allKinds')}
          options={kinds.map((k) => ({ value: k, label: t(`coop.parts.kinds.${k}`, { defaultValue: k }) }))}
          onChange={(kind) => onChange({ kind })}
        />
        <FilterSelect
          label={t('coop.parts.filters.category')}
          value={filter.category}
          allLabel={t('coop.parts.filters.allCategories')}
          options={categories.map((c) => ({ value: c.code, label: c.label || t('coop.parts.categoryCode', { category: c.code }) }))}
          onChange={(category) => onChange({ category })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          layout="inline"
          label={t('coop.parts.pager.perPage')}
          value={String(filter.perPage)}
          options={PER_PAGES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => onChange({ perPage: Number(v) })}
          className="[&_select]:w-20"
        />
        {filter.holder && (
          <button type="button" onClick={() => onChange({ holder: '' })} className="btn-outline px-3 py-1.5 text-sm" aria-label={t('coop.parts.filters.holderClear')}>
            {t('coop.parts.filters.holder', { id: filter.holder })}
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        <div className="flex w-full flex-wrap items-center gap-3 sm:ms-auto sm:w-auto">
          <SearchInput value={filter.q} onSearch={(q) => onChange({ q }, true)} label={t('coop.parts.filters.search')} placeholder={t('coop.parts.filters.searchPlaceholder')} className="w-full sm:w-72" />
          <a href={exportHref('csv', filter)} download className="btn-outline flex-1 px-4 sm:flex-none" aria-label={t('coop.parts.export.csvLabel')}>
            <Sheet className="size-4" aria-hidden="true" />
            {t('coop.parts.export.csv')}
          </a>
          <a href={exportHref('pdf', filter)} download className="btn-outline flex-1 px-4 sm:flex-none" aria-label={t('coop.parts.export.pdfLabel')}>
            <FileText className="size-4" aria-hidden="true" />
            {t('coop.parts.export.pdf')}
          </a>
        </div>
      </div>
    </div>
  )
}

/** The "Registre" tab: the register's entries, filtered, a page at a time. */
export default function RegisterTab({ entries, total, filter, kinds, categories, busy, onChange, onAnnul, emptyAction }: RegisterTabProps) {
  const { t, i18n } = useTranslation()
  const filtered = Boolean(filter.from || filter.to || filter.kind || filter.category || filter.holder || filter.q)
  return (
    <section aria-labelledby="register-title" className="card min-w-0">
      <h2 id="register-title" className="sr-only">
        {t('coop.parts.register')}
      </h2>
      <RegisterToolbar filter={filter} kinds={kinds} categories={categories} onChange={onChange} />
      <EntriesTable
        entries={entries}
        busy={busy}
        filtered={filtered}
        onClearFilters={() => onChange({ from: '', to: '', kind: '', category: '', holder: '', q: '' })}
        onAnnul={onAnnul}
        emptyAction={emptyAction}
      />
      <div className="border-t border-line px-5 py-4">
        <Pager page={filter.page} perPage={filter.perPage} total={total} shown={entries.length} onPage={(page) => onChange({ page })} labels={partsPager('register')} lang={i18n.language} />
      </div>
    </section>
  )
}
