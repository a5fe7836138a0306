import type { EventInput } from '@fullcalendar/core'
import { CALENDAR_TONE, CALENDARS, type CalendarEvent, type CalendarName, type EventDraft, type EventPayload, type Person } from './types'

/**
 * Between the API's events, FullCalendar's and the side panel's form.
 * Timed events travel as UTC ISO strings and show in local time; all-day
 * events are dates ('YYYY-MM-DD') with an exclusive end on the wire and an
 * inclusive end in the form.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD' of d in local time (a date input's value). */
export function toDateInput(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** 'YYYY-MM-DDTHH:mm' of d in local time (a datetime-local input's value). */
export function toDateTimeInput(d: Date): string {
  return `${toDateInput(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The date n days after (or before) a 'YYYY-MM-DD' date; '' for anything else. */
export function addDays(date: string, n: number): string {
  const m = DATE.exec(date)
  if (!m) return ''
  // Noon: a daylight-saving change never moves it to another day.
  return toDateInput(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n, 12))
}

/** The UTC ISO string of a datetime-local value; '' when it is not one (the server then says which field). */
export function localToISO(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : d.toISOString()
}

const HOUR = 60 * 60 * 1000

/** A new event starting at date: that whole day when allDay, otherwise one hour from then. */
export function draftForDate(date: Date, allDay: boolean, calendar: CalendarName = 'Business'): EventDraft {
  const start = allDay ? toDateInput(date) : toDateTimeInput(date)
  const end = allDay ? start : toDateTimeInput(new Date(date.getTime() + HOUR))
  return { title: '', calendar, allDay, start, end, url: '', guests: [], location: '', description: '', editable: true }
}

/** The form of an existing event. */
export function draftFromEvent(e: CalendarEvent): EventDraft {
  const x = e.extendedProps
  let start: string
  let end: string
  if (e.allDay) {
    start = e.start.slice(0, 10)
    const last = e.end ? addDays(e.end.slice(0, 10), -1) : start
    end = last && last >= start ? last : start
  } else {
    start = toDateTimeInput(new Date(e.start))
    end = toDateTimeInput(new Date(e.end || e.start))
  }
  return {
    id: e.id,
    title: e.title,
    calendar: (CALENDARS as readonly string[]).includes(x.calendar) ? x.calendar : 'ETC',
    allDay: e.allDay,
    start,
    end,
    url: e.url ?? '',
    guests: x.guests ?? [],
    location: x.location ?? '',
    description: x.description ?? '',
    editable: x.editable,
    organizer: x.organizer,
  }
}

/** The form's times when "All day" is switched: the dates are kept, timed events get 09:00–10:00. */
export function switchAllDay(d: EventDraft, allDay: boolean): EventDraft {
  if (allDay === d.allDay) return d
  if (allDay) {
    const start = d.start.slice(0, 10)
    const end = d.end.slice(0, 10)
    return { ...d, allDay, start, end: end && end >= start ? end : start }
  }
  const day = d.start.slice(0, 10)
  const endDay = d.end.slice(0, 10) || day
  return { ...d, allDay, start: day ? `${day}T09:00` : '', end: endDay ? `${endDay}T10:00` : '' }
}

/** What add-event / update-event take for the form. */
export function payloadFromDraft(d: EventDraft): EventPayload {
  let start: string
  let end: string
  if (d.allDay) {
    start = d.start
    // The form's last day becomes the exclusive end. An end before the start
    // goes as typed, so the server refuses it rather than a day being added.
    end = d.end && d.end >= d.start ? addDays(d.end, 1) : d.end
  } else {
    start = localToISO(d.start)
    end = localToISO(d.end)
  }
  return {
    ...(d.id !== undefined ? { id: d.id } : {}),
    title: d.title,
    start,
    end,
    allDay: d.allDay,
    url: d.url.trim(),
    extendedProps: {
      calendar: d.calendar,
      guests: d.guests.map((g) => g.id),
      location: d.location,
      description: d.description,
    },
  }
}

/** The parts of FullCalendar's EventApi an update needs (after a drag or a resize). */
export interface MovedEvent {
  id: string
  title: string
  url: string
  allDay: boolean
  start: Date | null
  end: Date | null
  startStr: string
  endStr: string
  extendedProps: Record<string, unknown>
}

/** What update-event takes for an event FullCalendar has just moved or resized. */
export function payloadFromMoved(e: MovedEvent): EventPayload {
  const x = e.extendedProps as Partial<CalendarEvent['extendedProps']>
  const start = e.allDay ? e.startStr.slice(0, 10) : (e.start?.toISOString() ?? '')
  // No end: FullCalendar drops ends equal to the start; the server then uses the start (the day, when all-day).
  const end = e.allDay ? e.endStr.slice(0, 10) : (e.end?.toISOString() ?? '')
  return {
    id: Number(e.id),
    title: e.title,
    start,
    end,
    allDay: e.allDay,
    url: e.url ?? '',
    extendedProps: {
      calendar: x.calendar ?? 'ETC',
      guests: (x.guests ?? []).map((g: Person) => g.id),
      location: x.location ?? '',
      description: x.description ?? '',
    },
  }
}

/** An API event as FullCalendar's input: guests' events are not draggable; the class gives the calendar's colour. */
export function toEventInput(e: CalendarEvent): EventInput {
  const tone = CALENDAR_TONE[e.extendedProps.calendar] ?? 'info'
  return {
    id: String(e.id),
    title: e.title,
    start: e.start,
    ...(e.end ? { end: e.end } : {}),
    allDay: e.allDay,
    ...(e.url ? { url: e.url } : {}),
    editable: e.extendedProps.editable,
    classNames: [`cal-event`, `cal-${tone}`],
    extendedProps: e.extendedProps,
  }
}

/** An event of FullCalendar back in the API's shape (to open it in the panel). */
export function fromEventApi(e: MovedEvent): CalendarEvent {
  const x = e.extendedProps as CalendarEvent['extendedProps']
  return {
    id: Number(e.id),
    url: e.url ?? '',
    title: e.title,
    start: e.allDay ? e.startStr.slice(0, 10) : (e.start?.toISOString() ?? ''),
    end: e.allDay ? e.endStr.slice(0, 10) : (e.end?.toISOString() ?? ''),
    allDay: e.allDay,
    extendedProps: x,
  }
}
