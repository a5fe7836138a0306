import { useId } from 'react'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { useLayout } from '@/lib/layout'
import { paths, placePoints, yAxis, yOf, type Plot } from './chart'
import type { CapitalMonth, CategoryNow } from './types'

const PLOT: Plot = { width: 640, height: 240, start: 64, end: 16, top: 16, bottom: 32 }

/** "Nov" / "nov." for a YYYY-MM month, with the year when asked. */
export function monthLabel(month: string, lang: string, withYear = false): string {
  return formatDate(`${month}-01`, lang, withYear ? { month: 'long', year: 'numeric' } : { month: 'short' })
}

/** Capital in compact euros for the axis ("12 k€", "€12K"). */
function axisMoney(cents: number, lang: string): string {
  return formatNumber(cents / 100, lang, { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 })
}

/**
 * The capital at the end of each of the last twelve months, drawn in SVG (an
 * area under a line, a dot a month), with a title and a description for
 * screen readers and the figures as a table below. In a right-to-left page
 * time runs from right to left.
 */
export default function CapitalChart({ months, categories }: { months: CapitalMonth[]; categories: CategoryNow[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const rtl = useLayout().isRTL
  const id = useId()
  const values = months.map((m) => m.totalCents)
  const { top, marks } = yAxis(values)
  const points = placePoints(values, top, PLOT, rtl)
  const base = yOf(0, top, PLOT)
  const { line, area } = paths(points, base)
  const first = months[0]
  const last = months[months.length - 1]
  const description =
    first && last
      ? t('dashboard.coop.chart.description', {
          from: monthLabel(first.month, lang, true),
          to: monthLabel(last.month, lang, true),
          start: formatMoney(first.totalCents, lang),
          end: formatMoney(last.totalCents, lang),
        })
      : t('dashboard.coop.chart.empty')
  const labelX = rtl ? PLOT.width - PLOT.start + 8 : PLOT.start - 8
  const [gridFrom, gridTo] = rtl ? [PLOT.end, PLOT.width - PLOT.start] : [PLOT.start, PLOT.width - PLOT.end]
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full overflow-visible text-primary"
        data-testid="capital-chart"
      >
        <title id={`${id}-title`}>{t('dashboard.coop.chart.title')}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className="text-line" aria-hidden="true">
          {marks.map((v) => (
            <g key={v}>
              <line x1={gridFrom} x2={gridTo} y1={yOf(v, top, PLOT)} y2={yOf(v, top, PLOT)} stroke="currentColor" />
              <text x={labelX} y={yOf(v, top, PLOT)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'} className="fill-muted text-[11px]" direction="ltr">
                {axisMoney(v, lang)}
              </text>
            </g>
          ))}
        </g>
        {area && <path d={area} fill="currentColor" fillOpacity={0.12} aria-hidden="true" />}
        {line && <path d={line} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" aria-hidden="true" />}
        <g aria-hidden="true">
          {points.map((p, i) => (
            <g key={months[i]!.month}>
              <circle cx={p.x} cy={p.y} r={3.5} fill="currentColor" data-month={months[i]!.month} />
              <text x={p.x} y={PLOT.height - 10} textAnchor="middle" className="fill-muted text-[11px]" direction="ltr">
                {monthLabel(months[i]!.month, lang)}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary-text">{t('dashboard.coop.chart.table')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start">
            <caption className="sr-only">{t('dashboard.coop.chart.title')}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-1 text-start font-medium">{t('dashboard.coop.chart.month')}</th>
                {categories.map((c) => (
                  <th key={c.category} scope="col" className="py-1 text-end font-medium">
                    {t('dashboard.coop.capital.category', { code: c.category })}
                  </th>
                ))}
                <th scope="col" className="py-1 text-end font-medium">{t('dashboard.coop.chart.total')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month} className="border-t border-line">
                  <th scope="row" className="py-1 text-start font-normal">{monthLabel(m.month, lang, true)}</th>
                  {categories.map((c) => (
                    <td key={c.category} className="py-1 text-end tabular-nums">
                      <bdi dir="ltr">{formatMoney(m.byCategory[c.category] ?? 0, lang)}</bdi>
                    </td>
                  ))}
                  <td className="py-1 text-end font-medium tabular-nums">
                    <bdi dir="ltr">{formatMoney(m.totalCents, lang)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
