import { HttpError } from '@/lib/http'
import { EVENT_FIELDS, type CalendarEvent, type EventErrors, type EventField, type EventPayload, type Person } from './types'

/** An error answer of the calendar calls: `{"error": {"code", "message", "fields"}}`. */
export class CalendarError extends HttpError {
  constructor(
    status: number,
    url: string,
    readonly code = '',
    readonly detail = '',
    readonly fields: Record<string, string> = {},
  ) {
    super(status, url)
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  if (!res.ok) {
    let body: ErrorBody = {}
    try {
      body = (await res.json()) as ErrorBody
    } catch {
      // not JSON (a proxy's page): the status says enough
    }
    const e = body.error ?? {}
    throw new CalendarError(res.status, url, e.code, e.message, e.fields ?? {})
  }
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

const post = <T>(url: string, body: unknown) =>
  call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

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
