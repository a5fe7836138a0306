import { Link } from '@inertiajs/react'
import { Activity as ActivityIcon } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { DeviceLabel, KindLabel, RouteLabel } from '@/Components/ActivityCells'
import type { ActivityRow } from '@/lib/activity'

interface Props {
  rows: ActivityRow[]
  busy: boolean
  filtered: boolean
  onClear: () => void
}

const NO_SORT = { sortBy: '', sortDesc: false }

/** The recorded activity, newest first: when, who (their page), what, which page, from which device. */
export default function ActivityTable({ rows, busy, filtered, onClear }: Props) {
  const { t, i18n } = useTranslation()
  const columns: Column<ActivityRow>[] = [
    {
      id: 'at',
      header: t('activity.columns.at'),
      className: 'whitespace-nowrap',
      rowHeader: true,
      cell: (r) => <time dateTime={r.at}>{formatDateTime(r.at, i18n.language)}</time>,
    },
    {
      id: 'user',
      header: t('activity.columns.user'),
      cell: (r) => (
        <span className="flex min-w-0 flex-col">
          <Link href={`/apps/user/view/${r.userId}`} className="link truncate font-medium" dir="auto">
            {r.userName || r.userEmail}
          </Link>
          <span className="truncate text-xs text-muted" dir="ltr">
            {r.userEmail}
          </span>
        </span>
      ),
    },
    { id: 'kind', header: t('activity.columns.kind'), cell: (r) => <KindLabel kind={r.kind} /> },
    { id: 'route', header: t('activity.columns.route'), className: 'max-w-72', cell: (r) => <RouteLabel route={r.route} /> },
    { id: 'device', header: t('activity.columns.device'), cell: (r) => <DeviceLabel device={r.device} /> },
  ]
  return (
    <DataTable
      label={t('activity.listTitle')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      sort={NO_SORT}
      onSort={() => undefined}
      busy={busy}
      empty={
        <EmptyState icon={ActivityIcon} text={filtered ? t('activity.emptyFiltered') : t('activity.empty')}>
          {filtered && (
            <button type="button" className="btn-outline" onClick={onClear}>
              {t('activity.filters.clear')}
            </button>
          )}
        </EmptyState>
      }
    />
  )
}
