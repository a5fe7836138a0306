import { CalendarRange, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { formatDate, formatDateTime, formatTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { periodRange } from './figures'
import { customErrors, type PeriodQuery } from './period'
import type { Period, PeriodKey } from './types'

const PRESETS: PeriodKey[] = ['7d', '30d', '12m', 'custom']

interface Props {
  period: Period
  today: string
  rolledAt: string | null
  periodError?: string | null
  loading: boolean
  onChange: (q: PeriodQuery) => void
}

/** "Updated at 14:05" (today) or "Updated on Nov 24, 2026, 14:05"; "Not computed yet" before the first rollup. */
export function UpdatedAt({ rolledAt }: { rolledAt: string | null }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  if (!rolledAt || Number.isNaN(Date.parse(rolledAt))) return <span>{t('analytics.updated.never')}</span>
  const sameDay = formatDate(rolledAt, lang) === formatDate(Date.now(), lang)
  return (
    <time dateTime={rolledAt}>
      {sameDay ? t('analytics.updated.at', { time: formatTime(rolledAt, lang) }) : t('analytics.updated.on', { when: formatDateTime(rolledAt, lang) })}
    </time>
  )
}

/**
 * The dashboard's period: 7 days, 30 days, 12 months at a press, or two days
 * of one's own checked before they are sent; the period shown in words, when
 * the figures were computed, and the server's refusal of a period asked in
 * the URL.
 */
export default function PeriodPicker({ period, today, rolledAt, periodError, loading, onChange }: Props) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [custom, setCustom] = useState(period.key === 'custom')
  const [from, setFrom] = useState(period.from)
  const [to, setTo] = useState(period.to)
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})
  useEffect(() => {
    setFrom(period.from)
    setTo(period.to)
    setCustom(period.key === 'custom')
  }, [period.key, period.from, period.to])

  const choose = (key: PeriodKey) => {
    if (key === 'custom') {
      setCustom(true)
      return
    }
    setCustom(false)
    setErrors({})
    if (key !== period.key) onChange({ period: key })
  }
  const apply = (e: FormEvent) => {
    e.preventDefault()
    const found = customErrors(from, to, today)
    setErrors(found)
    if (!found.from && !found.to) onChange({ period: 'custom', from, to })
  }
  const pressed = (key: PeriodKey) => (custom ? key === 'custom' : key === period.key)

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="group" aria-label={t('analytics.period.label')} className="inline-flex flex-wrap rounded-lg bg-surface p-1 shadow-soft">
          {PRESETS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={pressed(key)}
              onClick={() => choose(key)}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors ${pressed(key) ? 'bg-primary-solid text-on-primary' : 'text-text hover:bg-primary/10 hover:text-primary-text'}`}
            >
              <bdi>{t(`analytics.period.${key}`)}</bdi>
            </button>
          ))}
        </div>
        <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          <CalendarRange className="size-4 shrink-0" aria-hidden="true" />
          <bdi data-period={`${period.key}:${period.from}:${period.to}`}>{periodRange(period, i18n.language)}</bdi>
          <span aria-hidden="true">·</span>
          <bdi>
            <UpdatedAt rolledAt={rolledAt} />
          </bdi>
          {loading && (
            <span className="inline-flex items-center gap-1 text-primary-text" role="status">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('analytics.loading')}
            </span>
          )}
        </p>
      </div>

      {custom && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-start gap-3" aria-label={t('analytics.period.customLabel')}>
          <div>
            <label htmlFor={`${id}-from`} className="form-label">
              {t('analytics.period.from')}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="form-input"
              value={from}
              max={to || today}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={errors.from ? true : undefined}
              aria-describedby={errors.from ? `${id}-from-error` : undefined}
            />
            {errors.from && (
              <p id={`${id}-from-error`} className="form-error">
                {t(errors.from)}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="form-label">
              {t('analytics.period.to')}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="form-input"
              value={to}
              min={from || undefined}
              max={today}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={errors.to ? `${id}-to-error` : undefined}
            />
            {errors.to && (
              <p id={`${id}-to-error`} className="form-error">
                {t(errors.to)}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary mt-6" disabled={loading}>
            {t('analytics.period.apply')}
          </button>
        </form>
      )}

      {periodError && (
        <p role="alert" className="rounded-lg bg-danger/10 px-4 py-3 text-sm text-danger">
          {t('analytics.period.refused', { reason: serverText(periodError) })}
        </p>
      )}
    </div>
  )
}
