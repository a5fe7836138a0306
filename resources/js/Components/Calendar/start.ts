/**
 * Where the calendar opens, from its address: ?view=day|week|month|list and
 * ?date=YYYY-MM-DD (the dashboard's "today's events" opens the day's view).
 * A value it does not know is ignored: the month of today, as always.
 */
import { isDay } from '@/lib/format'

/** FullCalendar's view for each word of the address. */
export const VIEW_OF = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay', list: 'listMonth' } as const

export interface CalendarStart {
  view: (typeof VIEW_OF)[keyof typeof VIEW_OF]
  /** YYYY-MM-DD, or undefined for today. */
  date?: string
}

/** The start an address asks for (its query string, or the whole URL). */
export function calendarStart(url: string): CalendarStart {
  const at = url.indexOf('?')
  const params = new URLSearchParams(at >= 0 ? url.slice(at + 1) : '')
  const word = params.get('view') ?? ''
  const view = Object.hasOwn(VIEW_OF, word) ? VIEW_OF[word as keyof typeof VIEW_OF] : VIEW_OF.month
  const date = params.get('date') ?? ''
  return isDay(date) ? { view, date } : { view }
}
