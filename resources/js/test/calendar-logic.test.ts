import { act, renderHook } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import fr from '../../lang/fr.json'
import { fieldErrors } from '../Components/Calendar/api'
import {
  addDays,
  draftForDate,
  draftFromEvent,
  fromEventApi,
  localToISO,
  payloadFromDraft,
  payloadFromMoved,
  switchAllDay,
  toDateInput,
  toDateTimeInput,
  toEventInput,
  type MovedEvent,
} from '../Components/Calendar/convert'
import { FILTERS_KEY, storedFilters, useCalendarFilters } from '../Components/Calendar/filters'
import { CALENDARS, type CalendarEvent, type EventDraft } from '../Components/Calendar/types'
import { changeLanguage } from '../lib/i18n'
import { serverText } from '../lib/serverText'

// Paris is UTC+1 in winter and UTC+2 in summer: local and UTC times differ, and a DST change falls on 2027-03-28.
const zone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Europe/Paris'
})
afterAll(() => {
  process.env.TZ = zone
})

const person = (id: number, fullName: string) => ({ id, fullName, avatar: '', email: `${fullName.split(' ')[0]!.toLowerCase()}@partage.coop` })
const organizer = person(1, 'Camille Lefèvre')

function apiEvent(over: Partial<CalendarEvent> = {}, props: Partial<CalendarEvent['extendedProps']> = {}): CalendarEvent {
  return {
    id: 7,
    url: '',
    title: 'Conseil',
    start: '2027-02-10T17:00:00Z',
    end: '2027-02-10T19:00:00Z',
    allDay: false,
    ...over,
    extendedProps: { calendar: 'Business', guests: [person(4, 'Thomas Girard')], location: 'Salle 3', description: 'Ordre du jour', organizer, editable: true, ...props },
  }
}

describe('dates of the inputs', () => {
  it('formats local dates and times', () => {
    const d = new Date(2027, 1, 5, 9, 7)
    expect(toDateInput(d)).toBe('2027-02-05')
    expect(toDateTimeInput(d)).toBe('2027-02-05T09:07')
  })

  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29')
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28')
    expect(addDays('not a date', 1)).toBe('')
  })

  it('turns local times into UTC ISO strings, winter and summer', () => {
    expect(localToISO('2027-02-10T10:00')).toBe('2027-02-10T09:00:00.000Z')
    expect(localToISO('2027-03-29T10:00')).toBe('2027-03-29T08:00:00.000Z')
    expect(localToISO('')).toBe('')
    expect(localToISO('2027-02-10')).toBe('')
  })
})

describe('the panel form', () => {
  it('starts a clicked day as an all-day event, a clicked slot as one hour', () => {
    expect(draftForDate(new Date(2027, 1, 10), true, 'Family')).toMatchObject({ allDay: true, start: '2027-02-10', end: '2027-02-10', calendar: 'Family', editable: true })
    expect(draftForDate(new Date(2027, 1, 10, 14, 30), false)).toMatchObject({ allDay: false, start: '2027-02-10T14:30', end: '2027-02-10T15:30', calendar: 'Business' })
  })

  it('shows a timed event in local time', () => {
    const d = draftFromEvent(apiEvent())
    expect(d).toMatchObject({ id: 7, title: 'Conseil', allDay: false, start: '2027-02-10T18:00', end: '2027-02-10T20:00', location: 'Salle 3', editable: true })
    expect(d.guests.map((g) => g.id)).toEqual([4])
    expect(d.organizer?.fullName).toBe('Camille Lefèvre')
  })

  it('shows an all-day event with its last day, not the exclusive end', () => {
    expect(draftFromEvent(apiEvent({ allDay: true, start: '2027-02-10', end: '2027-02-13' }))).toMatchObject({ start: '2027-02-10', end: '2027-02-12' })
    expect(draftFromEvent(apiEvent({ allDay: true, start: '2027-02-10', end: '2027-02-11' }))).toMatchObject({ start: '2027-02-10', end: '2027-02-10' })
    expect(draftFromEvent(apiEvent({ allDay: true, start: '2027-02-10', end: '' }))).toMatchObject({ start: '2027-02-10', end: '2027-02-10' })
  })

  it('sends all-day dates with the exclusive end, timed ones in UTC, guests as ids', () => {
    const allDay: EventDraft = { ...draftFromEvent(apiEvent()), allDay: true, start: '2027-02-10', end: '2027-02-12' }
    expect(payloadFromDraft(allDay)).toEqual({
      id: 7,
      title: 'Conseil',
      start: '2027-02-10',
      end: '2027-02-13',
      allDay: true,
      url: '',
      extendedProps: { calendar: 'Business', guests: [4], location: 'Salle 3', description: 'Ordre du jour' },
    })
    const timed = payloadFromDraft({ ...draftForDate(new Date(2027, 5, 1, 9), false), title: 'Bureau', url: ' https://example.org/x ' })
    expect(timed).toMatchObject({ start: '2027-06-01T07:00:00.000Z', end: '2027-06-01T08:00:00.000Z', allDay: false, url: 'https://example.org/x' })
    expect(timed).not.toHaveProperty('id')
  })

  it('sends an end before the start as typed, so the server refuses it', () => {
    const backwards = { ...draftForDate(new Date(2027, 1, 10), true), title: 'x', end: '2027-02-09' }
    expect(payloadFromDraft(backwards)).toMatchObject({ start: '2027-02-10', end: '2027-02-09' })
    const timed = { ...draftForDate(new Date(2027, 1, 10, 10), false), end: '2027-02-10T09:00' }
    expect(payloadFromDraft(timed)).toMatchObject({ start: '2027-02-10T09:00:00.000Z', end: '2027-02-10T08:00:00.000Z' })
  })

  it('keeps an event as it was through the form', () => {
    for (const e of [apiEvent(), apiEvent({ allDay: true, start: '2027-03-27', end: '2027-03-30' })]) {
      const p = payloadFromDraft(draftFromEvent(e))
      expect(p.allDay).toBe(e.allDay)
      expect(e.allDay ? p.start : new Date(p.start).toISOString()).toBe(e.allDay ? e.start : new Date(e.start).toISOString())
      expect(e.allDay ? p.end : new Date(p.end).toISOString()).toBe(e.allDay ? e.end : new Date(e.end).toISOString())
    }
  })

  it('switches All day both ways, keeping the days', () => {
    const timed = draftFromEvent(apiEvent({ start: '2027-02-10T17:00:00Z', end: '2027-02-11T19:00:00Z' }))
    const allDay = switchAllDay(timed, true)
    expect(allDay).toMatchObject({ allDay: true, start: '2027-02-10', end: '2027-02-11' })
    expect(switchAllDay(allDay, false)).toMatchObject({ allDay: false, start: '2027-02-10T09:00', end: '2027-02-11T10:00' })
    expect(switchAllDay(allDay, true)).toBe(allDay)
  })
})

describe('FullCalendar events', () => {
  const moved = (over: Partial<MovedEvent>): MovedEvent => ({
    id: '7',
    title: 'Conseil',
    url: 'https://example.org/c',
    allDay: false,
    start: null,
    end: null,
    startStr: '',
    endStr: '',
    extendedProps: apiEvent().extendedProps,
    ...over,
  })

  it('gives guests read-only events and each calendar its colour', () => {
    const input = toEventInput(apiEvent({}, { calendar: 'Family', editable: false }))
    expect(input).toMatchObject({ id: '7', editable: false, classNames: ['cal-event', 'cal-warning'], start: '2027-02-10T17:00:00Z' })
    expect(input).not.toHaveProperty('url')
    expect(toEventInput(apiEvent({ url: 'https://example.org' })).url).toBe('https://example.org')
  })

  it('saves a moved timed event in UTC, a moved all-day one as dates', () => {
    const timed = payloadFromMoved(moved({ start: new Date('2027-02-12T17:00:00Z'), end: new Date('2027-02-12T19:00:00Z') }))
    expect(timed).toEqual({
      id: 7,
      title: 'Conseil',
      start: '2027-02-12T17:00:00.000Z',
      end: '2027-02-12T19:00:00.000Z',
      allDay: false,
      url: 'https://example.org/c',
      extendedProps: { calendar: 'Business', guests: [4], location: 'Salle 3', description: 'Ordre du jour' },
    })
    const day = payloadFromMoved(moved({ allDay: true, start: new Date(2027, 1, 12), end: new Date(2027, 1, 14), startStr: '2027-02-12', endStr: '2027-02-14' }))
    expect(day).toMatchObject({ start: '2027-02-12', end: '2027-02-14', allDay: true })
    // FullCalendar drops an end equal to the start: the server then takes the start (the day itself when all-day).
    expect(payloadFromMoved(moved({ start: new Date('2027-02-12T17:00:00Z') })).end).toBe('')
  })

  it('reads an event back for the panel', () => {
    const e = fromEventApi(moved({ allDay: true, startStr: '2027-02-12', endStr: '2027-02-14' }))
    expect(e).toMatchObject({ id: 7, start: '2027-02-12', end: '2027-02-14', allDay: true, url: 'https://example.org/c' })
    expect(draftFromEvent(e)).toMatchObject({ start: '2027-02-12', end: '2027-02-13' })
  })
})

describe('filters', () => {
  beforeEach(() => localStorage.clear())

  it('shows every calendar at first, then what was remembered', () => {
    expect(storedFilters()).toEqual([...CALENDARS])
    localStorage.setItem(FILTERS_KEY, JSON.stringify(['Family', 'Work', 'Business']))
    expect(storedFilters()).toEqual(['Business', 'Family'])
    localStorage.setItem(FILTERS_KEY, '[]')
    expect(storedFilters()).toEqual([])
    localStorage.setItem(FILTERS_KEY, '{not json')
    expect(storedFilters()).toEqual([...CALENDARS])
  })

  it('toggles a calendar and all of them, in the offered order, and remembers', () => {
    const { result } = renderHook(() => useCalendarFilters(CALENDARS))
    act(() => result.current.toggle('Family', false))
    expect(result.current.selected).toEqual(['Business', 'Holiday', 'Personal', 'ETC'])
    expect(result.current.allSelected).toBe(false)
    act(() => result.current.toggle('Family', true))
    expect(result.current.selected).toEqual([...CALENDARS])
    act(() => result.current.setAll(false))
    expect(JSON.parse(localStorage.getItem(FILTERS_KEY)!)).toEqual([])
    act(() => result.current.toggle('ETC', true))
    act(() => result.current.toggle('Holiday', true))
    expect(JSON.parse(localStorage.getItem(FILTERS_KEY)!)).toEqual(['Holiday', 'ETC'])
    act(() => result.current.setAll(true))
    expect(result.current.allSelected).toBe(true)
  })
})

describe('server messages', () => {
  it('puts field errors on the panel fields', () => {
    expect(fieldErrors({ end: 'End must not be before start.', 'guests.2': 'Choose guests among the users.', id: 'x' })).toEqual({
      end: 'End must not be before start.',
      guests: 'Choose guests among the users.',
    })
  })

  it('words the known ones in the user language, shows the others as sent', async () => {
    expect(serverText('server.endBeforeStart')).toBe('End must not be before start.')
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(fr), { headers: { 'Content-Type': 'application/json' } })))
    try {
      await changeLanguage('fr')
      expect(serverText('server.endBeforeStart')).toBe('La fin ne peut pas précéder le début.')
      expect(serverText('server.titleRequired')).toBe('Le titre est obligatoire.')
      expect(serverText('server.descriptionTooLong {"max":5000}')).toBe('La description fait au plus 5\u202f000 caractères.')
      expect(serverText('Something new.')).toBe('Something new.')
    } finally {
      await changeLanguage('en')
      vi.unstubAllGlobals()
    }
  })
})
