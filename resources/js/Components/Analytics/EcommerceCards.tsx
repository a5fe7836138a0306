import { exists } from '@/lib/i18n'
import { euros } from './csv'
import { figure, percent } from './figures'
import PartsPanel from './PartsPanel'
import RadialPanel from './RadialPanel'
import SeriesPanel, { Legend, seriesName } from './SeriesPanel'
import type { EcommerceCards as Cards, Period } from './types'
import { useChartEnv } from './useChartEnv'

/** The shop's order statuses in the order of an order's life; any other the server adds comes after them. */
export const STATUSES = ['placed', 'paid', 'shipped', 'delivered', 'cancelled']

/** The statuses of byStatus in that order. */
export function orderedStatuses(byStatus: Record<string, number> | undefined): string[] {
  const keys = Object.keys(byStatus ?? {})
  return [...STATUSES.filter((s) => keys.includes(s)), ...keys.filter((k) => !STATUSES.includes(k)).sort()]
}

/**
 * The eCommerce dashboard's cards: four statistics (orders, sales, net
 * collected, invoiced) with their sparklines, the revenue report (invoiced
 * against collected), the goal, revenue by source, orders by status,
 * customers, and orders per day.
 */
export default function EcommerceCards({ cards, period }: { cards: Cards; period: Period }) {
  const { t, lang, palette } = useChartEnv()
  const report = cards['revenue-report']
  const goal = cards['goal-overview']
  const revenue = cards.revenue
  const products = cards['product-orders']
  const customers = cards.customers
  const ordersBars = cards['orders-bar-chart']
  const profit = cards['profit-line-chart']
  const sales = cards.sales
  const invoiced = cards['statistics-revenue']
  const orders = cards.orders
  const statuses = orderedStatuses(products?.byStatus)
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {orders && (
          <SeriesPanel name="orders" card={orders} period={period} money={false} headline={orders.total} kind="bar" tones={['warning']} height={90} sparkline />
        )}
        {sales && (
          <SeriesPanel
            name="sales"
            card={sales}
            period={period}
            money
            headline={sales.totalCents}
            detail={t('analytics.cards.sales.detail', { count: figure(sales.count, false, lang) })}
            kind="area"
            tones={['success']}
            height={90}
            sparkline
          />
        )}
        {profit && (
          <SeriesPanel
            name="profit-line-chart"
            card={profit}
            period={period}
            money
            headline={profit.totalCents}
            detail={t('analytics.cards.profitLineChart.detail')}
            kind="line"
            tones={['primary']}
            height={90}
            sparkline
          />
        )}
        {invoiced && (
          <SeriesPanel
            name="statistics-revenue"
            card={invoiced}
            period={period}
            money
            headline={invoiced.totalCents}
            kind="area"
            tones={['info']}
            height={90}
            sparkline
          />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        {report && (
          <SeriesPanel
            name="revenue-report"
            card={report}
            period={period}
            money
            headline={report.totals.collected}
            detail={t('analytics.cards.revenueReport.detail', { invoiced: figure(report.totals.invoiced, true, lang) })}
            kind="bar"
            tones={['primary', 'success']}
            height={260}
            ticks={7}
            extra={
              <Legend
                items={report.series.map((s, i) => ({
                  key: s.name,
                  label: seriesName(t, s.name),
                  value: figure(s.name === 'collected' ? report.totals.collected : s.name === 'invoiced' ? report.totals.invoiced : s.data.reduce((a, b) => a + b, 0), true, lang),
                  color: palette[(['primary', 'success'] as const)[i % 2]!],
                }))}
              />
            }
            className="lg:col-span-2"
          />
        )}
        {goal && (
          <RadialPanel
            name="goal-overview"
            href={goal.href}
            period={period}
            headline={{ text: figure(goal.collectedCents, true, lang), raw: goal.collectedCents }}
            detail={goal.configured ? t('analytics.cards.goalOverview.detail', { goal: figure(goal.goalCents, true, lang) }) : undefined}
            percent={goal.configured ? (goal.percent ?? 0) : null}
            label={t('analytics.cards.goalOverview.reached')}
            tone="primary"
            empty={!goal.configured}
            emptyText={goal.configured ? undefined : t('analytics.cards.goalOverview.notSet')}
            csv={() => ({
              header: ['from', 'to', 'goal_eur', 'collected_eur', 'percent'],
              rows: [[period.from, period.to, goal.configured ? euros(goal.goalCents) : '', euros(goal.collectedCents), goal.percent ?? '']],
            })}
            table={{
              header: [t('analytics.chart.measure'), t('analytics.chart.value')],
              rows: [
                [t('analytics.cards.goalOverview.goal'), figure(goal.goalCents, true, lang)],
                [t('analytics.cards.goalOverview.collected'), figure(goal.collectedCents, true, lang)],
                [t('analytics.cards.goalOverview.reached'), goal.percent === null ? '' : percent(goal.percent, lang)],
              ],
            }}
          />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        {revenue && (
          <SeriesPanel
            name="revenue"
            card={revenue}
            period={period}
            money
            headline={revenue.totalCents}
            kind="bar"
            tones={['primary', 'info']}
            height={220}
            stacked
            extra={
              <Legend
                items={revenue.series.map((s, i) => ({
                  key: s.name,
                  label: seriesName(t, s.name),
                  value: figure(s.data.reduce((a, b) => a + b, 0), true, lang),
                  color: palette[(['primary', 'info'] as const)[i % 2]!],
                }))}
              />
            }
          />
        )}
        {products && (
          <PartsPanel
            name="product-orders"
            href={products.href}
            period={period}
            parts={statuses.map((s) => ({ key: s, label: exists(`orders.status.${s}`) ? t(`orders.status.${s}`) : s, value: products.byStatus[s] ?? 0 }))}
            tones={['info', 'success', 'primary', 'warning', 'danger']}
            total={products.total}
            totalLabel={t('analytics.cards.productOrders.total')}
            csv={() => ({ header: ['status', 'orders'], rows: statuses.map((s) => [s, products.byStatus[s] ?? 0]) })}
          />
        )}
        {customers && (
          <PartsPanel
            name="customers"
            href={customers.href}
            period={period}
            parts={[
              { key: 'new', label: t('analytics.cards.customers.new'), value: customers.new },
              { key: 'returning', label: t('analytics.cards.customers.returning'), value: customers.returning },
            ]}
            tones={['success', 'primary']}
            total={customers.total}
            totalLabel={t('analytics.cards.customers.total')}
            csv={() => ({
              header: ['customers', 'count'],
              rows: [
                ['new', customers.new],
                ['returning', customers.returning],
                ['total', customers.total],
              ],
            })}
          />
        )}
      </div>

      {ordersBars && (
        <SeriesPanel name="orders-bar-chart" card={ordersBars} period={period} money={false} headline={ordersBars.total} kind="bar" tones={['warning']} height={200} ticks={10} />
      )}
    </div>
  )
}
