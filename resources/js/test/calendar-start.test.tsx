import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/calendar' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import { calendarStart } from '../Components/Calendar/start'
import { CALENDARS } from '../Components/Calendar/types'
import CalendarIndex from '../Pages/Apps/Calendar/Index'
import { admin } from './fixtures'

let fetchMock: ReturnType<typeof vi.fn>
const eventCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/apps/calendar/events?')).map(([url]) => new URL(String(url), 'http://x').searchParams)

/** Opens the calendar page at url. */
function open(url: string) {
  page.current = { url, props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  render(<CalendarIndex calendars={[...CALENDARS]} />)
}

describe('where the calendar opens', () => {
  it('reads the view and the day from the address, and ignores what it does not know', () => {
    expect(calendarStart('/apps/calendar?view=day&date=2027-02-10')).toEqual({ view: 'timeGridDay', date: '2027-02-10' })
    expect(calendarStart('/apps/calendar?view=week')).toEqual({ view: 'timeGridWeek' })
    expect(calendarStart('/apps/calendar?view=list&date=2027-02-10')).toEqual({ view: 'listMonth', date: '2027-02-10' })
    expect(calendarStart('/apps/calendar')).toEqual({ view: 'dayGridMonth' })
    expect(calendarStart('/apps/calendar?view=toString&date=2027-02-30')).toEqual({ view: 'dayGridMonth' })
    expect(calendarStart('/apps/calendar?view=year&date=10/02/2027')).toEqual({ view: 'dayGridMonth' })
  })

  beforeEach(() => {
    localStorage.clear()
    fetchMock = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the day the dashboard links to, in the day view', async () => {
    open('/apps/calendar?view=day&date=2027-02-10')
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    const q = eventCalls()[0]!
    const from = new Date(q.get('start')!)
    const to = new Date(q.get('end')!)
    // One day, the 10th of February 2027 (local midnight to midnight).
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2027, 1, 10, 0])
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(23 * 3600 * 1000)
    expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(25 * 3600 * 1000)
    expect(screen.getByRole('button', { name: /Day/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it('opens on the month of today without an address', async () => {
    open('/apps/calendar')
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    const q = eventCalls()[0]!
    const span = Date.parse(q.get('end')!) - Date.parse(q.get('start')!)
    expect(span).toBeGreaterThan(27 * 24 * 3600 * 1000)
    expect(screen.getByRole('button', { name: /Month/ }).getAttribute('aria-pressed')).toBe('true')
  })
})
