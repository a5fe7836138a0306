import { FileDown, FileSpreadsheet } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { statementURL } from './types'

/** A day as a date field holds it, in the reader's time zone. */
export function isoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The default period: from the first of January to today. */
function thisYear(): { from: string; to: string } {
  const now = new Date()
  return { from: `${now.getFullYear()}-01-01`, to: isoDay(now) }
}

/**
 * A statement for a period, downloaded as PDF or CSV (opening balance, the
 * movements, closing balance, in the holder's language): two date fields and
 * two links. `base` is the statement's address without its extension.
 */
export default function StatementDownload({ base }: { base: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [period, setPeriod] = useState(thisYear)
  const backwards = period.from !== '' && period.to !== '' && period.from > period.to
  const link = 'btn-outline flex-1 px-4 sm:flex-none aria-disabled:pointer-events-none aria-disabled:opacity-50'
  return (
    <fieldset className="grid gap-3">
      <legend className="form-label">{t('coop.money.statement.period')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-xs text-muted">
            {t('coop.money.statement.from')}
          </label>
          <input id={`${id}-from`} type="date" className="form-input" value={period.from} max={period.to || undefined} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-xs text-muted">
            {t('coop.money.statement.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="form-input"
            value={period.to}
            min={period.from || undefined}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? `${id}-error` : undefined}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </div>
      </div>
      {backwards && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t('coop.money.statement.backwards')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={statementURL(base, 'pdf', period.from, period.to)} download className={link} aria-disabled={backwards || undefined}>
          <FileDown className="size-4" aria-hidden="true" />
          {t('coop.money.statement.pdf')}
        </a>
        <a href={statementURL(base, 'csv', period.from, period.to)} download className={link} aria-disabled={backwards || undefined}>
          <FileSpreadsheet className="size-4" aria-hidden="true" />
          {t('coop.money.statement.csv')}
        </a>
      </div>
    </fieldset>
  )
}
