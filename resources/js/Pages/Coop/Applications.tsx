import { Head } from '@inertiajs/react'
import { CircleCheck, CircleX, Hourglass, type LucideIcon } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import ApplicationTable from '@/Components/Coop/Applications/ApplicationTable'
import Decisions, { type Decision } from '@/Components/Coop/Applications/Decisions'
import { FILTER_DEFAULTS, QUEUE_PATH, type Application, type ApplicationFilter } from '@/Components/Coop/Applications/types'
import { FilterSelect, Pager, SearchInput, useNavigating, useTableState } from '@/Components/DataTable'
import LinkNotice from '@/Components/User/LinkNotice'
import { useAbility } from '@/lib/ability'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface ApplicationsProps {
  applications: Application[]
  total: number
  counts: Record<'pending' | 'admitted' | 'rejected', number>
  filter: ApplicationFilter
  statuses: string[]
  perPages: number[]
  today: string
}

const CARDS: { key: 'pending' | 'admitted' | 'rejected'; icon: LucideIcon; tone: string }[] = [
  { key: 'pending', icon: Hourglass, tone: 'bg-warning/15 text-warning' },
  { key: 'admitted', icon: CircleCheck, tone: 'bg-success/15 text-success' },
  { key: 'rejected', icon: CircleX, tone: 'bg-danger/15 text-danger' },
]

/**
 * /coop/rejoignez-nous: the applications sent from /rejoindre, pending ones
 * first; staff who manage members admit (the member gets a number and an
 * account) or reject them. Filter, search and page live in the URL.
 */
export default function Applications({ applications, total, counts, filter: raw, statuses, perPages, today }: ApplicationsProps) {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const filter = useMemo(() => ({ ...FILTER_DEFAULTS, ...raw }), [raw])
  const { visit } = useTableState<ApplicationFilter & { sortBy: string; sortDesc: boolean }>(
    QUEUE_PATH,
    { ...filter, sortBy: '', sortDesc: false },
    { ...FILTER_DEFAULTS, sortBy: '', sortDesc: false },
  )
  const change = useCallback((patch: Partial<ApplicationFilter>) => visit(patch), [visit])
  const busy = useNavigating()
  const [decision, setDecision] = useState<Decision>(null)
  const rows = applications ?? []
  const canDecide = ability.can('manage', 'Member')
  const lng = i18n.language

  return (
    <>
      <Head title={t('coop.applications.pageTitle')} />
      <div className="grid gap-6">
        <h1 className="sr-only">{t('coop.applications.heading')}</h1>
        <LinkNotice />
        <section aria-label={t('coop.applications.heading')}>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
            {CARDS.map(({ key, icon: Icon, tone }) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => change({ status: key })}
                  aria-pressed={filter.status === key}
                  className={`card flex w-full items-center justify-between gap-3 p-4 text-start sm:p-5 ${filter.status === key ? 'ring-2 ring-primary/40' : ''}`}
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm text-text">{t(`coop.applications.counts.${key}`)}</span>
                    <span className="mt-1 block text-2xl font-semibold text-heading">{formatNumber(counts?.[key] ?? 0, lng)}</span>
                  </span>
                  <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                    <Icon className="size-5.5" aria-hidden="true" />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="applications-title" className="card min-w-0">
          <div className="flex flex-wrap items-end gap-4 border-b border-line px-5 py-4">
            <h2 id="applications-title" className="me-auto text-lg font-semibold">
              {t('coop.applications.listTitle')}
            </h2>
            <FilterSelect
              label={t('coop.applications.status')}
              value={filter.status}
              options={statuses.map((s) => ({ value: s, label: t(`coop.applications.counts.${s}`) }))}
              onChange={(status) => change({ status })}
            />
            <SearchInput
              className="w-full sm:w-64"
              value={filter.q}
              onSearch={(q) => change({ q })}
              label={t('coop.applications.search')}
              placeholder={t('coop.applications.searchPlaceholder')}
            />
          </div>
          <div aria-busy={busy}>
            <ApplicationTable
              applications={rows}
              filtered={filter.q !== ''}
              canDecide={canDecide}
              onAdmit={(application) => setDecision({ kind: 'admit', application })}
              onReject={(application) => setDecision({ kind: 'reject', application })}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-4">
            <FilterSelect
              layout="inline"
              label={t('coop.applications.perPage')}
              value={String(filter.perPage)}
              options={perPages.map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(v) => change({ perPage: Number(v) })}
            />
            <Pager
              page={filter.page}
              perPage={filter.perPage}
              total={total ?? 0}
              shown={rows.length}
              onPage={(page) => visit({ page })}
              lang={lng}
              labels={{
                nav: t('coop.applications.pager.nav'),
                showing: (from, to, all) => t('coop.applications.pager.showing', { from, to, total: all }),
                empty: t('coop.applications.pager.empty'),
                previous: t('coop.applications.pager.previous'),
                next: t('coop.applications.pager.next'),
                page: (n) => t('coop.applications.pager.page', { n }),
              }}
            />
          </div>
        </section>
      </div>
      <Decisions decision={decision} today={today} onClose={() => setDecision(null)} />
    </>
  )
}
