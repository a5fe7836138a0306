/** The calendar app's data, as the server sends and takes it (Pages/Apps/Calendar/Index props and the JSON calls). */

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const
export type CalendarName = (typeof CALENDARS)[number]

/** The colour of each calendar (a skin tone of resources/css/app.css). */
export type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'info'
export const CALENDAR_TONE: Record<CalendarName, Tone> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'danger',
  Family: 'warning',
  ETC: 'info',
}

/** An organiser or guest, and a person of the guests picker (GET /apps/calendar/people). */
export interface Person {
  id: number
  fullName: string
  avatar: string
  email: string
}

/** An event as GET /apps/calendar/events answers it (FullCalendar's shape). */
export interface CalendarEvent {
  id: number
  /** "" when the event has no link. */
  url: string
  title: string
  /** All-day: 'YYYY-MM-DD'; otherwise RFC 3339 in UTC. */
  start: string
  /** All-day: 'YYYY-MM-DD', exclusive; otherwise RFC 3339 in UTC. */
  end: string
  allDay: boolean
  extendedProps: {
    calendar: CalendarName
    guests: Person[]
    location: string
    description: string
    organizer: Person
    /** False when the user is only a guest: read-only, no drag. */
    editable: boolean
  }
}

/** What POST add-event and update-event take inside {event}. */
export interface EventPayload {
  id?: number
  title: string
  start: string
  end: string
  allDay: boolean
  url: string
  extendedProps: {
    calendar: string
    guests: number[]
    location: string
    description: string
  }
}

/**
 * The side panel's form. start and end are the inputs' values: 'YYYY-MM-DD'
 * when all-day (end inclusive, as people read it), 'YYYY-MM-DDTHH:mm' in local
 * time otherwise.
 */
export interface EventDraft {
  /** Absent for a new event. */
  id?: number
  title: string
  calendar: CalendarName
  allDay: boolean
  start: string
  end: string
  url: string
  guests: Person[]
  location: string
  description: string
  /** Whether the user may change it (the organiser). */
  editable: boolean
  organizer?: Person
}

export const EVENT_FIELDS = ['title', 'calendar', 'start', 'end', 'url', 'guests', 'location', 'description'] as const
export type EventField = (typeof EVENT_FIELDS)[number]
export type EventErrors = Partial<Record<EventField, string>>

export interface CalendarPageProps {
  calendars: CalendarName[]
  /** The event a link (/apps/calendar?event=…) opens. */
  openEvent?: CalendarEvent | null
}
