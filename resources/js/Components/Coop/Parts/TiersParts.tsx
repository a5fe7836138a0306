import { router } from '@inertiajs/react'
import { FileBadge, Hourglass } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { attestationHref, today, type Holding, type Subscription } from './types'

/** A category's words, from the configuration, when the host page sends them. */
interface CategoryLabel {
  code: string
  label: string
  nominalCents?: number
  voting?: boolean
}

/** A tiers' parts as of a date (the host page's `parts` prop; see its controller). */
export interface TiersPartsData {
  asOf: string
  holdings: Holding[]
  pending: Subscription[]
  categories?: CategoryLabel[]
}

interface TiersPartsProps {
  data: TiersPartsData | undefined
  /** The certificate's route, without its query (/coop/tiers/7/attestation.pdf, /coop/profil/attestation.pdf). */
  attestationHref: string
}

/** The host page again with another date: only its `parts` prop, the date kept in the address. */
function showAsOf(date: string) {
  const url = new URL(window.location.href)
  if (date && date !== today()) url.searchParams.set('partsAsOf', date)
  else url.searchParams.delete('partsAsOf')
  router.get(url.pathname + url.search, {}, { only: ['parts'], preserveState: true, preserveScroll: true, replace: true })
}

/**
 * A tiers' parts, on their page and on a member's own page: what they hold
 * in each category as of a date, the subscription waiting for its payment,
 * and their certificate of holding (attestation) as a PDF.
 */
export default function TiersParts({ data, attestationHref: pdf }: TiersPartsProps) {
  const { t, i18n } = useTranslation()
  if (!data) return null
  const lng = i18n.language
  const label = (code: string) => data.categories?.find((c) => c.code === code)?.label || t('coop.parts.categoryCode', { category: code })
  const held = data.holdings.filter((h) => h.parts > 0)
  const totalCents = held.reduce((n, h) => n + h.capitalCents, 0)
  const asOf = data.asOf || today()
  return (
    <section aria-labelledby="tiers-parts-title" className="card min-w-0 p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="tiers-parts-title" className="text-lg font-semibold text-heading">
          {t('coop.parts.tiers.title')}
        </h2>
        <Field label={t('coop.parts.cap.asOf')} type="date" value={asOf} max={today()} onChange={(v) => v && showAsOf(v)} className="w-full sm:w-48" />
      </div>
      {held.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.parts.tiers.none', { date: formatDate(asOf, lng) })}</p>
      ) : (
        <table className="w-full text-sm" aria-label={t('coop.parts.tiers.table', { date: formatDate(asOf, lng) })}>
          <thead className="border-b border-line text-xs text-heading uppercase">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t('coop.parts.columns.category')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('coop.parts.columns.parts')}
              </th>
              <th scope="col" className="py-2 text-end">
                {t('coop.parts.cap.capital')}
              </th>
            </tr>
          </thead>
          <tbody>
            {held.map((h) => (
              <tr key={h.category} className="border-b border-line">
                <th scope="row" className="py-2 text-start font-normal text-heading">
                  {label(h.category)}
                  {h.voting && <span className="ms-2 text-xs text-muted">{t('coop.parts.cap.voting')}</span>}
                </th>
                <td className="py-2 text-end tabular-nums">{formatNumber(h.parts, lng)}</td>
                <td className="py-2 text-end whitespace-nowrap tabular-nums">{formatMoney(h.capitalCents, lng)}</td>
              </tr>
            ))}
          </tbody>
          {held.length > 1 && (
            <tfoot>
              <tr className="font-semibold text-heading">
                <th scope="row" className="py-2 text-start">
                  {t('coop.parts.cap.total')}
                </th>
                <td />
                <td className="py-2 text-end whitespace-nowrap tabular-nums">{formatMoney(totalCents, lng)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {data.pending.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label={t('coop.parts.tiers.pending')}>
          {data.pending.map((s) => (
            <li key={s.id} className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-heading">
              <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              {t('coop.parts.tiers.pendingLine', { parts: formatNumber(s.parts, lng), category: label(s.category), amount: formatMoney(s.totalCents, lng) })}
            </li>
          ))}
        </ul>
      )}
      <a href={attestationHref(pdf, data.asOf && data.asOf !== today() ? data.asOf : '')} download className="btn-outline mt-4 px-4">
        <FileBadge className="size-4" aria-hidden="true" />
        {t('coop.parts.tiers.attestation')}
      </a>
    </section>
  )
}
