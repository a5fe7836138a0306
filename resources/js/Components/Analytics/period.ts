import { router } from '@inertiajs/react'
import { createContext, useCallback, useContext, useState } from 'react'
import { isDay } from '@/lib/format'
import type { PeriodKey } from './types'

/** The props a change of period reloads: the cards and what describes them, nothing else of the page. */
export const PERIOD_PROPS = ['cards', 'period', 'rolledAt', 'periodError']

/** The longest custom period the server takes, in days between its first and last day. */
export const MAX_SPAN_DAYS = 1096

/** What a change of period asks for: a preset, or custom with its two days. */
export interface PeriodQuery {
  period: PeriodKey
  from?: string
  to?: string
}

/** The query string's values of q: from and to only for a custom period. */
export function periodParams(q: PeriodQuery): Record<string, string> {
  return q.period === 'custom' ? { period: 'custom', from: q.from ?? '', to: q.to ?? '' } : { period: q.period }
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000

/**
 * What is wrong with a custom period, as translation keys by field (empty
 * when it is right): the server's rules (both days, from ≤ to, to ≤ today,
 * at most MAX_SPAN_DAYS apart), checked here so that a mistake is told at once.
 */
export function customErrors(from: string, to: string, today: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {}
  if (!isDay(from)) errors.from = 'analytics.period.errors.day'
  if (!isDay(to)) errors.to = 'analytics.period.errors.day'
  if (errors.from || errors.to) return errors
  if (to > today) errors.to = 'analytics.period.errors.future'
  else if (from > to) errors.from = 'analytics.period.errors.order'
  else if (dayNumber(to) - dayNumber(from) > MAX_SPAN_DAYS) errors.from = 'analytics.period.errors.tooLong'
  return errors
}

/** Whether the cards are being reloaded for another period: they dim and say they are busy. */
export const LoadingContext = createContext(false)

export const useCardsLoading = () => useContext(LoadingContext)

/**
 * Changes the dashboard's period: a partial visit to path that reloads only
 * the cards (the URL keeps the period, so a reload or a shared link shows the
 * same), keeping the page's state and scroll; loading is true meanwhile.
 */
export function usePeriodChange(path: string): { loading: boolean; change: (q: PeriodQuery) => void } {
  const [loading, setLoading] = useState(false)
  const change = useCallback(
    (q: PeriodQuery) => {
      router.get(path, periodParams(q), {
        only: PERIOD_PROPS,
        preserveState: true,
        preserveScroll: true,
        onStart: () => setLoading(true),
        onFinish: () => setLoading(false),
      })
    },
    [path],
  )
  return { loading, change }
}
