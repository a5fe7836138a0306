import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { Amount, kindLabel, Signed } from './labels'
import type { StatementLine } from './types'

/** An account's booked lines, as on a statement: date, what, amount with its sign, balance after it. */
export default function StatementLines({ lines }: { lines: StatementLine[] }) {
  const { t, i18n } = useTranslation()
  if (lines.length === 0) return <p className="text-sm text-muted">{t('coop.money.statement.none')}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('coop.money.statement.lines')}>
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('coop.money.statement.date')}</th>
            <th scope="col" className="py-2 pe-3 text-start font-medium">{t('coop.money.columns.kind')}</th>
            <th scope="col" className="py-2 pe-3 text-end font-medium">{t('coop.money.columns.amount')}</th>
            <th scope="col" className="py-2 text-end font-medium">{t('coop.money.statement.balance')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((l) => (
            <tr key={l.id} data-testid="statement-line">
              <td className="py-2 pe-3 whitespace-nowrap">{formatDate(l.date, i18n.language)}</td>
              <th scope="row" className="py-2 pe-3 text-start font-normal">
                <span className="text-heading">{kindLabel(l.kind)}</span>
                {l.label && (
                  <span className="block max-w-56 truncate text-xs text-muted" dir="auto">
                    {l.label}
                  </span>
                )}
              </th>
              <td className="py-2 pe-3 text-end">
                <Signed cents={l.amountCents} />
              </td>
              <td className="py-2 text-end font-medium text-heading">
                <Amount cents={l.balanceCents} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
