import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { formatMoney } from './money'

interface Row {
  label: string
  cents: number
  strong?: boolean
}

/** A column of labelled amounts (subtotal, discount, tax, total…), right-aligned. */
export function AmountRows({ rows, label }: { rows: Row[]; label: string }) {
  const { i18n } = useTranslation()
  return (
    <dl aria-label={label} className="ms-auto w-full max-w-xs space-y-2">
      {rows.map((r) => (
        <div key={r.label} className={`flex items-baseline justify-between gap-6 ${r.strong ? 'border-t border-line pt-2 font-semibold text-heading' : ''}`}>
          <dt>{r.label}</dt>
          <dd dir="ltr" className="font-medium text-heading tabular-nums">{formatMoney(r.cents, i18n.language)}</dd>
        </div>
      ))}
    </dl>
  )
}

interface TotalsProps {
  subtotal: number
  discount: number
  tax: number
  taxRate: string
  total: number
  paid?: number
  balance?: number
}

/** An invoice's totals: subtotal, discount, tax at its rate, total, and what was paid and is left. */
export default function Totals({ subtotal, discount, tax, taxRate, total, paid, balance }: TotalsProps) {
  const { t, i18n } = useTranslation()
  const rate = formatNumber(Number(taxRate.replace(',', '.')) || 0, i18n.language, { maximumFractionDigits: 2 })
  const rows: Row[] = [
    { label: t('invoice.totals.subtotal'), cents: subtotal },
    { label: t('invoice.totals.discount'), cents: discount ? -discount : 0 },
    { label: t('invoice.totals.tax', { rate }), cents: tax },
    { label: t('invoice.totals.total'), cents: total, strong: true },
  ]
  if (paid) rows.push({ label: t('invoice.totals.paid'), cents: -paid })
  if (balance !== undefined) rows.push({ label: t('invoice.totals.balance'), cents: balance, strong: true })
  return <AmountRows rows={rows} label={t('invoice.totals.label')} />
}
