import { Head } from '@inertiajs/react'
import { ShieldCheck } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import ActivityTable from '@/Components/Activity/ActivityTable'
import ActivityToolbar from '@/Components/Activity/ActivityToolbar'
import { ACTIVITY_DEFAULTS, ACTIVITY_PATH, isFiltered, normalizeActivityFilter, type ActivityFilter, type ActivityProps } from '@/lib/activity'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import { pagerLabels } from '@/Components/User/labels'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

const NO_OPTIONS = { kinds: ['sign_in', 'visit'], routes: [], perPages: [25, 50, 100], retentionDays: 90 }

/**
 * /dashboard/analytics/activity, for staff: the sign-ins and page visits the
 * server recorded and still keeps, newest first, filtered by person, kind,
 * page and days with the state in the URL. The dashboards' visit figures
 * link here; a note says what is recorded and for how long.
 */
export default function Activity({ activity, total, capped, filter: raw, options }: ActivityProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeActivityFilter(raw), [raw])
  const { visit } = useTableState<ActivityFilter>(ACTIVITY_PATH, filter, ACTIVITY_DEFAULTS)
  const change = useCallback((patch: Partial<ActivityFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const rows = activity ?? []
  const opts = options ?? NO_OPTIONS
  const labels = pagerLabels()
  const pager = capped ? { ...labels, showing: (from: string, to: string, count: string) => t('activity.pager.showingMore', { from, to, total: count }) } : labels
  return (
    <>
      <Head title={t('activity.pageTitle')} />
      <div className="grid gap-6">
        <div>
          <h1 className="text-xl font-semibold text-heading">{t('activity.heading')}</h1>
          <p className="mt-1 text-sm text-muted">{t('activity.intro')}</p>
        </div>
        <aside className="card flex items-start gap-3 border-s-4 border-info p-4 text-sm" aria-label={t('activity.noteTitle')} data-testid="activity-note">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
          <p>
            {t('activity.note')} {tCount('activity.kept', opts.retentionDays)}
          </p>
        </aside>
        <section aria-labelledby="activity-list-title" className="card min-w-0">
          <h2 id="activity-list-title" className="sr-only">
            {t('activity.listTitle')}
          </h2>
          <ActivityToolbar filter={filter} options={opts} onChange={change} />
          <ActivityTable rows={rows} busy={busy} filtered={isFiltered(filter)} onClear={() => visit({ user: '', kind: '', route: '', from: '', to: '' })} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={rows.length} onPage={(page) => visit({ page })} labels={pager} lang={i18n.language} />
          </div>
        </section>
      </div>
    </>
  )
}
