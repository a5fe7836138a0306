import { Head, usePage } from '@inertiajs/react'
import { Briefcase, Building2, Info, Landmark, Users } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import HoldersTable from '@/Components/Coop/Members/HoldersTable'
import ListToolbar from '@/Components/Coop/Members/ListToolbar'
import StatCards, { countedItems } from '@/Components/StatCards'
import { exportURL, HOLDER_DEFAULTS, HOLDER_SORTS, HOLDERS_PATH, normalizeFilter, type ActionnairesProps, type HolderFilter } from '@/Components/Coop/Members/types'
import { today } from '@/Components/Coop/Parts/types'
import Field from '@/Components/Form/Field'
import { pagerLabels } from '@/Components/User/labels'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

const CARDS = [
  { key: 'all', icon: Landmark, tone: 'bg-primary/15 text-primary-text' },
  { key: 'members', icon: Users, tone: 'bg-success/15 text-success' },
  { key: 'investors', icon: Briefcase, tone: 'bg-info/15 text-info' },
  { key: 'entities', icon: Building2, tone: 'bg-warning/15 text-warning' },
]

/** The list's state with its date: "as of" in the address, '' for today. */
type DatedFilter = HolderFilter & { asOf: string }
const DEFAULTS: DatedFilter = Object.freeze({ ...HOLDER_DEFAULTS, asOf: '' })

/**
 * /coop/actionnaires: the register's shareholders by category, with their
 * parts, capital and percentage as of a date (in the address, today when
 * none) from the register of parts. Before the register existed the figures
 * were 0, which the page said rather than showing a made-up figure.
 */
export default function Actionnaires({ holders, total, counts, filter: raw, options, registerReady, asOf: shownAsOf }: ActionnairesProps & { asOf?: string }) {
  const { t, i18n } = useTranslation()
  const { url } = usePage()
  // The date comes from the address: the server answers today's date when none is asked, which must not stick to the next link.
  const asOf = new URLSearchParams(url.split('?')[1] ?? '').get('asOf') ?? ''
  const filter = useMemo(() => ({ ...normalizeFilter<HolderFilter>(raw, HOLDER_DEFAULTS, HOLDER_SORTS), asOf }), [raw, asOf])
  const { visit, sort } = useTableState<DatedFilter>(HOLDERS_PATH, filter, DEFAULTS)
  const shown = asOf || shownAsOf || today()
  const change = useCallback((patch: Partial<DatedFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = holders ?? []
  return (
    <>
      <Head title={t('coop.shareholders.pageTitle')} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold text-heading">{t('coop.shareholders.heading')}</h1>
            {registerReady && <p className="text-sm text-muted">{t('coop.shareholders.asOfNote', { date: formatDate(shown, i18n.language) })}</p>}
          </div>
          {registerReady && (
            <Field label={t('coop.shareholders.asOf')} type="date" value={shown} max={today()} onChange={(v) => change({ asOf: v === today() ? '' : v })} className="w-full sm:w-52" />
          )}
        </div>
        <StatCards label={t('coop.shareholders.stats.label')} items={countedItems(CARDS, counts, (key) => t(`coop.shareholders.stats.${key}`))} />
        {!registerReady && (
          <p className="flex items-start gap-2 rounded-lg border border-info/40 bg-info/10 p-3 text-sm text-heading" role="note">
            <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
            {t('coop.shareholders.note')}
          </p>
        )}
        <section aria-labelledby="holders-list-title" className="card min-w-0">
          <h2 id="holders-list-title" className="sr-only">
            {t('coop.shareholders.table')}
          </h2>
          <ListToolbar
            prefix="coop.shareholders"
            filterName="category"
            filterValue={filter.category}
            filterOptions={(options?.categories ?? []).map((c) => ({ value: c, label: t(`coop.shareholders.categories.${c}`) }))}
            q={filter.q}
            perPage={filter.perPage}
            perPages={options?.perPages ?? [10, 25, 50]}
            exportHref={exportURL(HOLDERS_PATH, filter, ['category', 'q', 'asOf'])}
            onChange={change}
          />
          <HoldersTable holders={rows} filter={filter} busy={busy} onSort={sort} onClearFilters={() => visit({ q: '', category: '' })} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
    </>
  )
}
