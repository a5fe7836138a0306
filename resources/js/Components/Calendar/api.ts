import { callJSON as call, sendJSON } from '@/lib/api'
import { EVENT_FIELDS, type CalendarEvent, type EventErrors, type EventField, type EventPayload, type Person } from './types'

const post = <T>(url: string, body: unknown) => sendJSON<T>(url, body)

export const EXPORT_URL = '/apps/calendar/events.ics'

export const calendarApi = {
  /** The events of these calendars that overlap [start, end). */
  events: (calendars: readonly string[], start: Date, end: Date, signal?: AbortSignal) =>
    call<CalendarEvent[]>(
      `/apps/calendar/events?calendars=${encodeURIComponent(calendars.join(','))}&start=${encodeURIComponent(start.toISOString())}&end=${encodeURIComponent(end.toISOString())}`,
      { signal },
    ),
  add: (event: EventPayload) => post<{ event: CalendarEvent }>('/apps/calendar/add-event', { event }).then((b) => b.event),
  update: (event: EventPayload) => post<{ event: CalendarEvent }>('/apps/calendar/update-event', { event }).then((b) => b.event),
  remove: (id: number) => call<undefined>(`/apps/calendar/remove-event?id=${id}`, { method: 'DELETE' }),
  people: (q: string, signal?: AbortSignal) => call<Person[]>(`/apps/calendar/people?q=${encodeURIComponent(q)}`, { signal }),
}

/** The server's field errors that belong to the panel's fields ("guests.2" → guests). */
export function fieldErrors(fields: Record<string, string>): EventErrors {
  const out: EventErrors = {}
  for (const [key, message] of Object.entries(fields)) {
    const field = key.split(/[.[]/)[0] ?? key
    if ((EVENT_FIELDS as readonly string[]).includes(field)) out[field as EventField] ??= message
  }
  return out
}
