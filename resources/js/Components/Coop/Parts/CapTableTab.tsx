import { Link } from '@inertiajs/react'
import { FileBadge, PieChart, SearchX } from 'lucide-react'
import { DataTable, EmptyState, FilterSelect, Pager, SearchInput, type Column } from '@/Components/DataTable'
import Field from '@/Components/Form/Field'
import { partsPager } from './labels'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { attestationHref, PER_PAGES, today, type CapTable, type Category, type Holding, type PartsFilter } from './types'

const NUM = 'text-end tabular-nums whitespace-nowrap'

interface CapTableTabProps {
  capTable: CapTable
  filter: PartsFilter
  categories: Category[]
  busy: boolean
  onChange: (patch: Partial<PartsFilter>, replace?: boolean) => void
}

/** Each category's parts, capital, holders and share of the capital as of the date. */
function CategoryTotals({ capTable }: { capTable: CapTable }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const pct = (n: number) => formatNumber(n, lng, { style: 'percent', maximumFractionDigits: 2 })
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('coop.parts.cap.totals')}>
        <thead className="border-y border-line bg-surface-alt/60 text-xs text-heading uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 text-start first:ps-5">
              {t('coop.parts.columns.category')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('coop.parts.cap.nominal')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('coop.parts.columns.parts')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('coop.parts.cap.capital')}
            </th>
            <th scope="col" className="px-4 py-2 text-end">
              {t('coop.parts.cap.holders')}
            </th>
            <th scope="col" className="px-4 py-2 text-end last:pe-5">
              {t('coop.parts.cap.ofCapital')}
            </th>
          </tr>
        </thead>
        <tbody>
          {capTable.categories.map((c) => (
            <tr key={c.category} className="border-b border-line">
              <th scope="row" className="px-4 py-2 text-start font-medium text-heading first:ps-5">
                {c.label || t('coop.parts.categoryCode', { category: c.category })}
                <span className="ms-2 text-xs font-normal text-muted">{t(c.voting ? 'coop.parts.cap.voting' : 'coop.parts.cap.nonVoting')}</span>
              </th>
              <td className={`px-4 py-2 ${NUM}`}>{formatMoney(c.nominalCents, lng)}</td>
              <td className={`px-4 py-2 ${NUM}`}>{formatNumber(c.parts, lng)}</td>
              <td className={`px-4 py-2 ${NUM}`}>{formatMoney(c.capitalCents, lng)}</td>
              <td className={`px-4 py-2 ${NUM}`}>{formatNumber(c.holders, lng)}</td>
              <td className={`px-4 py-2 last:pe-5 ${NUM}`}>{pct(capTable.capitalCents ? c.capitalCents / capTable.capitalCents : 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-heading">
            <th scope="row" className="px-4 py-2 text-start first:ps-5">
              {t('coop.parts.cap.total')}
            </th>
            <td className="px-4 py-2" />
            <td className={`px-4 py-2 ${NUM}`}>{formatNumber(capTable.categories.reduce((n, c) => n + c.parts, 0), lng)}</td>
            <td className={`px-4 py-2 ${NUM}`}>{formatMoney(capTable.capitalCents, lng)}</td>
            <td className="px-4 py-2" />
            <td className={`px-4 py-2 last:pe-5 ${NUM}`}>{capTable.capitalCents ? pct(1) : ''}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** The holders as of the date: parts, capital, share of their category, voting weight, their certificate. */
function HoldingsTable({ capTable, asOf, filtered, busy, onClear }: { capTable: CapTable; asOf: string; filtered: boolean; busy: boolean; onClear: () => void }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const pct = (n: number) => formatNumber(n / 100, lng, { style: 'percent', maximumFractionDigits: 2 })
  const columns: Column<Holding>[] = [
    {
      id: 'name',
      header: t('coop.parts.cap.holder'),
      rowHeader: true,
      cell: (h) => (
        <Link href={`/coop/tiers/${h.tiersId}`} dir="auto" className="font-medium text-heading hover:text-primary-text">
          {h.name}
        </Link>
      ),
    },
    { id: 'category', header: t('coop.parts.columns.category'), className: 'text-center', cell: (h) => h.category },
    { id: 'parts', header: t('coop.parts.columns.parts'), className: NUM, cell: (h) => formatNumber(h.parts, lng) },
    { id: 'capital', header: t('coop.parts.cap.capital'), className: NUM, cell: (h) => formatMoney(h.capitalCents, lng) },
    { id: 'percentage', header: t('coop.parts.cap.percentage'), className: NUM, cell: (h) => pct(h.percentage) },
    {
      id: 'voting',
      header: t('coop.parts.cap.votingWeight'),
      className: NUM,
      cell: (h) => (h.votes ? pct(h.votingWeight ?? 0) : <span className="text-muted">{t(h.voting ? 'coop.parts.cap.counted' : 'coop.parts.cap.noVote')}</span>),
    },
    {
      id: 'attestation',
      header: <span className="sr-only">{t('coop.parts.cap.attestation')}</span>,
      className: 'text-end',
      cell: (h) => (
        <a
          href={attestationHref(`/coop/tiers/${h.tiersId}/attestation.pdf`, asOf)}
          download
          className="btn-ghost px-2 py-1 text-sm whitespace-nowrap"
          aria-label={t('coop.parts.cap.attestationOf', { name: h.name })}
        >
          <FileBadge className="size-4" aria-hidden="true" />
          {t('coop.parts.cap.attestation')}
        </a>
      ),
    },
  ]
  const empty = filtered ? (
    <EmptyState icon={SearchX} text={t('coop.parts.empty.capFiltered')}>
      <button type="button" onClick={onClear} className="btn-outline px-4 py-2">
        {t('coop.parts.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={PieChart} text={t('coop.parts.empty.cap')} />
  )
  return (
    <DataTable
      label={t('coop.parts.cap.table')}
      columns={columns}
      rows={capTable.rows}
      rowKey={(h) => `${h.tiersId}-${h.category}`}
      sort={{ sortBy: 'parts', sortDesc: true }}
      onSort={() => undefined}
      empty={empty}
      busy={busy}
    />
  )
}

/** The "Table de capitalisation" tab: the holdings as of a date chosen in the address. */
export default function CapTableTab({ capTable, filter, categories, busy, onChange }: CapTableTabProps) {
  const { t, i18n } = useTranslation()
  const asOf = filter.asOf || capTable.asOf
  const filtered = Boolean(filter.capCategory || filter.capQ)
  return (
    <section aria-labelledby="cap-title" className="card min-w-0">
      <div className="grid gap-4 border-b border-line px-5 py-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="cap-title" className="text-lg font-semibold text-heading">
              {t('coop.parts.cap.title', { date: formatDate(asOf, i18n.language) })}
            </h2>
            {capTable.number > 0 && <p className="text-sm text-muted">{t('coop.parts.cap.upTo', { number: formatNumber(capTable.number, i18n.language, { useGrouping: false }) })}</p>}
          </div>
          <Field label={t('coop.parts.cap.asOf')} type="date" value={asOf} max={today()} onChange={(v) => onChange({ asOf: v === today() ? '' : v })} className="w-full sm:w-52" />
        </div>
      </div>
      <CategoryTotals capTable={capTable} />
      <div className="mt-4 flex flex-wrap items-end gap-3 border-y border-line px-5 py-4">
        <FilterSelect
          label={t('coop.parts.filters.category')}
          value={filter.capCategory}
          allLabel={t('coop.parts.filters.allCategories')}
          options={categories.map((c) => ({ value: c.code, label: c.label || t('coop.parts.categoryCode', { category: c.code }) }))}
          onChange={(capCategory) => onChange({ capCategory })}
          className="w-full sm:w-60"
        />
        <FilterSelect
          layout="inline"
          label={t('coop.parts.pager.perPage')}
          value={String(filter.capPerPage)}
          options={PER_PAGES.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(v) => onChange({ capPerPage: Number(v) })}
          className="[&_select]:w-20"
        />
        <SearchInput value={filter.capQ} onSearch={(capQ) => onChange({ capQ }, true)} label={t('coop.parts.cap.search')} placeholder={t('coop.parts.cap.searchPlaceholder')} className="w-full sm:ms-auto sm:w-72" />
      </div>
      <HoldingsTable capTable={capTable} asOf={filter.asOf} filtered={filtered} busy={busy} onClear={() => onChange({ capCategory: '', capQ: '' })} />
      <div className="border-t border-line px-5 py-4">
        <Pager
          page={filter.capPage}
          perPage={filter.capPerPage}
          total={capTable.total}
          shown={capTable.rows.length}
          onPage={(capPage) => onChange({ capPage })}
          labels={partsPager('cap')}
          lang={i18n.language}
        />
      </div>
    </section>
  )
}
