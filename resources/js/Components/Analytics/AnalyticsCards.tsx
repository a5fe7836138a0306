import { RouteLabel } from '@/Components/ActivityCells'
import { figure, duration, percent } from './figures'
import PartsPanel from './PartsPanel'
import RadialPanel from './RadialPanel'
import SeriesPanel from './SeriesPanel'
import type { AnalyticsCards as Cards, Period, SiteTraffic, SupportTracker } from './types'
import { useChartEnv } from './useChartEnv'

/** The devices in the order they are drawn, whatever order the server lists them in. */
export const DEVICES = ['desktop', 'mobile', 'tablet']

/** The most visited pages of the period, under the traffic chart. */
function TopRoutes({ routes }: { routes: SiteTraffic['topRoutes'] }) {
  const { t, lang } = useChartEnv()
  if (!routes?.length) return null
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-heading">{t('analytics.cards.siteTraffic.top')}</h3>
      <ol className="grid gap-1.5 text-sm">
        {routes.map((r) => (
          <li key={r.route} className="flex items-baseline justify-between gap-3" data-route={r.route}>
            <span className="min-w-0" title={r.route}>
              <RouteLabel route={r.route} />
            </span>
            <bdi dir="ltr" className="shrink-0 font-medium text-heading tabular-nums">
              {figure(r.visits, false, lang)}
            </bdi>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** New, open and closed messages and the mean time to a first reply, beside the support ring. */
function SupportFigures({ card }: { card: SupportTracker }) {
  const { t, lang } = useChartEnv()
  const rows: [string, string][] = [
    ['new', figure(card.new, false, lang)],
    ['open', figure(card.open, false, lang)],
    ['closed', figure(card.closed, false, lang)],
    ['firstReply', card.firstReplyMinutes === null ? t('analytics.cards.supportTracker.noReply') : duration(card.firstReplyMinutes, lang)],
  ]
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([key, value]) => (
        <div key={key} className="flex items-baseline justify-between gap-3 border-b border-line pb-2 last:border-0" data-support={key}>
          <dt className="text-text">{t(`analytics.cards.supportTracker.${key}`)}</dt>
          <dd className="font-medium text-heading tabular-nums">
            <bdi dir="ltr">{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The analytics dashboard's cards: the site's traffic and its most visited
 * pages, sessions per day, active users, new accounts, sessions by device and
 * the contact messages' support tracker.
 */
export default function AnalyticsCards({ cards, period }: { cards: Cards; period: Period }) {
  const { t, lang } = useChartEnv()
  const traffic = cards['site-traffic']
  const sessions = cards['avg-sessions']
  const active = cards['active-users']
  const subscribers = cards.subscribers
  const devices = cards['sessions-device']
  const support = cards['support-tracker']
  return (
    <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      {traffic && (
        <SeriesPanel
          name="site-traffic"
          card={traffic}
          period={period}
          money={false}
          headline={traffic.total}
          detail={t('analytics.cards.siteTraffic.detail')}
          kind="area"
          tones={['primary']}
          height={240}
          ticks={7}
          extra={<TopRoutes routes={traffic.topRoutes} />}
          className="lg:col-span-2"
        />
      )}
      {sessions && (
        <SeriesPanel
          name="avg-sessions"
          card={sessions}
          period={period}
          money={false}
          headline={sessions.average}
          detail={t('analytics.cards.avgSessions.detail', { total: figure(sessions.total, false, lang) })}
          kind="bar"
          tones={['primary']}
          height={320}
        />
      )}
      {active && (
        <SeriesPanel
          name="active-users"
          card={active}
          period={period}
          money={false}
          headline={active.total}
          detail={t('analytics.cards.activeUsers.detail', { average: figure(active.averageDaily, false, lang) })}
          kind="line"
          tones={['info']}
          height={230}
        />
      )}
      {subscribers && (
        <SeriesPanel
          name="subscribers"
          card={subscribers}
          period={period}
          money={false}
          headline={subscribers.total}
          detail={t('analytics.cards.subscribers.detail')}
          kind="bar"
          tones={['success']}
          height={230}
        />
      )}
      {devices && (
        <PartsPanel
          name="sessions-device"
          href={devices.href}
          period={period}
          parts={DEVICES.map((d) => ({ key: d, label: t(`analytics.devices.${d}`), value: devices.devices?.find((x) => x.device === d)?.sessions ?? 0 }))}
          tones={['primary', 'info', 'warning']}
          total={devices.total}
          totalLabel={t('analytics.cards.sessionsDevice.total')}
          csv={() => ({
            header: ['device', 'sessions', 'percent'],
            rows: DEVICES.map((d) => {
              const row = devices.devices?.find((x) => x.device === d)
              return [d, row?.sessions ?? 0, row?.percent ?? 0]
            }),
          })}
        />
      )}
      {support && (
        <RadialPanel
          name="support-tracker"
          href={support.href}
          period={period}
          headline={{ text: figure(support.total, false, lang), raw: support.total }}
          detail={t('analytics.cards.supportTracker.detail')}
          percent={support.total > 0 ? (support.answeredPercent ?? 0) : null}
          label={t('analytics.cards.supportTracker.answered')}
          tone="success"
          empty={support.total === 0}
          csv={() => ({
            header: ['measure', 'value'],
            rows: [
              ['total', support.total],
              ['new', support.new],
              ['open', support.open],
              ['closed', support.closed],
              ['first_reply_minutes', support.firstReplyMinutes ?? ''],
              ['answered_percent', support.answeredPercent ?? ''],
            ],
          })}
          table={{
            header: [t('analytics.chart.measure'), t('analytics.chart.value')],
            rows: [
              [t('analytics.cards.supportTracker.answered'), support.answeredPercent === null ? '' : percent(support.answeredPercent, lang)],
              [t('analytics.cards.supportTracker.new'), figure(support.new, false, lang)],
              [t('analytics.cards.supportTracker.open'), figure(support.open, false, lang)],
              [t('analytics.cards.supportTracker.closed'), figure(support.closed, false, lang)],
              [
                t('analytics.cards.supportTracker.firstReply'),
                support.firstReplyMinutes === null ? t('analytics.cards.supportTracker.noReply') : duration(support.firstReplyMinutes, lang),
              ],
            ],
          }}
          extra={<SupportFigures card={support} />}
          className="lg:col-span-2 xl:col-span-3"
        />
      )}
    </div>
  )
}
