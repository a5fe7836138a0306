import { History, LoaderCircle } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import Card from './Card'
import { callJSON } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { DeviceLabel, KindLabel, RouteLabel } from '@/Components/ActivityCells'
import { OWN_ACTIVITY_URL, type ActivityRow, type OwnActivity } from '@/lib/activity'

const PER_PAGE = 25

/**
 * "Your recent activity" on the account's security tab: one's own sign-ins
 * and page visits the server keeps, newest first (fetched from
 * GET /api/account/activity, a page at a time), and what is kept for how long.
 */
export default function OwnActivityCard() {
  const { t, i18n } = useTranslation()
  const [rows, setRows] = useState<ActivityRow[]>([])
  const [state, setState] = useState<{ page: number; total: number; retentionDays: number | null; loading: boolean; failed: boolean }>({
    page: 0,
    total: 0,
    retentionDays: null,
    loading: true,
    failed: false,
  })

  const load = useCallback(async (page: number) => {
    setState((s) => ({ ...s, loading: true, failed: false }))
    try {
      const got = await callJSON<OwnActivity>(`${OWN_ACTIVITY_URL}?page=${page}&perPage=${PER_PAGE}`)
      setRows((r) => (page === 1 ? got.rows : [...r, ...got.rows]))
      setState({ page, total: got.total, retentionDays: got.retentionDays, loading: false, failed: false })
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }))
    }
  }, [])

  useEffect(() => {
    void load(1)
  }, [load])

  const intro = state.retentionDays === null ? t('account.activity.intro') : `${t('account.activity.intro')} ${tCount('account.activity.kept', state.retentionDays)}`
  const more = rows.length < state.total
  return (
    <Card id="account-activity" title={t('account.activity.title')} icon={History} intro={intro}>
      {state.failed && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {t('account.activity.failed')}{' '}
          <button type="button" className="link underline" onClick={() => void load(Math.max(1, state.page + (rows.length ? 1 : 0)))}>
            {t('account.activity.retry')}
          </button>
        </p>
      )}
      {rows.length === 0 && !state.loading && !state.failed ? (
        <p className="py-3 text-sm text-muted">{t('account.activity.empty')}</p>
      ) : (
        <ul aria-label={t('account.activity.title')} aria-busy={state.loading} className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
              <time dateTime={r.at} className="w-40 shrink-0 text-muted">
                {formatDateTime(r.at, i18n.language)}
              </time>
              <span className="w-32 shrink-0">
                <KindLabel kind={r.kind} />
              </span>
              <span className="min-w-0 flex-1 basis-48">{r.kind === 'visit' ? <RouteLabel route={r.route} /> : <span className="text-muted">{t('account.activity.signedIn')}</span>}</span>
              <DeviceLabel device={r.device} />
            </li>
          ))}
        </ul>
      )}
      {(more || state.loading) && (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-outline" disabled={state.loading} onClick={() => void load(state.page + 1)}>
            {state.loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {state.loading ? t('account.activity.loading') : t('account.activity.more')}
          </button>
        </div>
      )}
    </Card>
  )
}
