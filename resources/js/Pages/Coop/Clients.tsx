import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Pager, pageCount, useNavigating, useTableState } from '@/Components/DataTable'
import { pagerLabels } from '@/Components/Coop/Tiers/labels'
import { DESC_FIRST, isFiltered, LIST_DEFAULTS, normalizeFilter } from '@/Components/Coop/Tiers/listState'
import TiersForm from '@/Components/Coop/Tiers/TiersForm'
import TiersStatCards from '@/Components/Coop/Tiers/TiersStatCards'
import TiersTable from '@/Components/Coop/Tiers/TiersTable'
import TiersToolbar from '@/Components/Coop/Tiers/TiersToolbar'
import type { Tiers, TiersCounts, TiersFilter } from '@/Components/Coop/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

interface ClientsProps {
  tiers: Tiers[]
  total: number
  counts: TiersCounts
  filter: Partial<TiersFilter>
}

const PATH = '/coop/clients'
const NO_COUNTS: TiersCounts = { all: 0, persons: 0, entities: 0, noIban: 0, noEmail: 0 }

/**
 * The cooperative's clients: the register's tiers that are clients (the
 * invoice app's clients too), with four counts, a search over name, e-mail,
 * SIREN and city, sortable columns and a pager, all in the URL; adding and
 * editing in a side panel.
 */
export default function Clients({ tiers, total, counts, filter: raw }: ClientsProps) {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const filter = useMemo(() => normalizeFilter(raw), [raw])
  const { visit, sort } = useTableState<TiersFilter>(PATH, filter, LIST_DEFAULTS, DESC_FIRST)
  const change = useCallback((patch: Partial<TiersFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = tiers ?? []
  const [panel, setPanel] = useState<{ open: boolean; tiers?: Tiers }>({ open: false })
  const canManage = ability.can('manage', 'Tiers')

  // A page past the end: the last page that exists.
  const pages = pageCount(total, filter.perPage)
  useEffect(() => {
    if (rows.length === 0 && total > 0 && filter.page > pages) visit({ page: pages }, { replace: true })
  }, [rows.length, total, filter.page, pages, visit])

  return (
    <>
      <Head title={t('coop.clients.title')} />
      <div className="grid gap-6">
        <h1 className="text-xl font-semibold text-heading">{t('coop.clients.title')}</h1>
        <TiersStatCards counts={counts ?? NO_COUNTS} words="coop.clients.stats" />
        <section aria-labelledby="clients-list-title" className="card min-w-0">
          <h2 id="clients-list-title" className="sr-only">
            {t('coop.clients.list')}
          </h2>
          <TiersToolbar filter={filter} onChange={change} exportPath={`${PATH}/export.csv`} addLabel={t('coop.clients.add')} onAdd={canManage ? () => setPanel({ open: true }) : undefined} />
          <TiersTable
            rows={rows}
            filter={filter}
            filtered={isFiltered(filter)}
            busy={busy}
            onSort={sort}
            onClearFilters={() => visit({ q: '', kind: '' })}
            onEdit={canManage ? (r) => setPanel({ open: true, tiers: r }) : undefined}
            label={t('coop.clients.list')}
            emptyText={t('coop.clients.empty')}
          />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
      <TiersForm
        open={panel.open}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
        tiers={panel.tiers}
        action={panel.tiers ? `/coop/tiers/${panel.tiers.id}` : PATH}
        defaults={{ isClient: true }}
      />
    </>
  )
}
