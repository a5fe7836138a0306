import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/calendar' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import { addDays, toDateInput } from '../Components/Calendar/convert'
import EventPanel from '../Components/Calendar/EventPanel'
import { FILTERS_KEY } from '../Components/Calendar/filters'
import { saveMove, type MoveInfo } from '../Components/Calendar/moves'
import { CALENDARS, type CalendarEvent, type EventDraft } from '../Components/Calendar/types'
import CalendarIndex from '../Pages/Apps/Calendar/Index'
import { admin } from './fixtures'

type Route = (url: string, init?: RequestInit) => { status?: number; body?: unknown } | undefined
let fetchMock: ReturnType<typeof vi.fn>

/** Stubs fetch: route answers {status, body} (JSON); undefined → 200 []. */
function stubFetch(route: Route = () => undefined) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = route(String(input), init) ?? {}
    if (answer.status === 204) return new Response(null, { status: 204 })
    return new Response(JSON.stringify(answer.body ?? []), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
}
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path))
const bodyOf = (path: string, i = 0) => JSON.parse(String((calls(path)[i]?.[1] as RequestInit).body)) as { event: Record<string, unknown> }

const camille = { id: 1, fullName: 'Camille Lefèvre', avatar: '', email: 'admin@demo.com' }
const thomas = { id: 4, fullName: 'Thomas Girard', avatar: '', email: 'thomas.girard@partage.coop' }
const amelie = { id: 5, fullName: 'Amélie Rousseau', avatar: '', email: 'amelie.rousseau@partage.coop' }

function event(over: Partial<CalendarEvent> = {}, props: Partial<CalendarEvent['extendedProps']> = {}): CalendarEvent {
  return {
    id: 7,
    url: '',
    title: 'Conseil',
    start: '2027-02-10',
    end: '2027-02-11',
    allDay: true,
    ...over,
    extendedProps: { calendar: 'Business', guests: [thomas], location: '', description: '', organizer: camille, editable: true, ...props },
  }
}

const draft = (over: Partial<EventDraft> = {}): EventDraft => ({
  title: '',
  calendar: 'Business',
  allDay: true,
  start: '2027-02-10',
  end: '2027-02-10',
  url: '',
  guests: [],
  location: '',
  description: '',
  editable: true,
  ...over,
})

beforeEach(() => {
  page.current = { url: '/apps/calendar', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  localStorage.clear()
  stubFetch()
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function renderPanel(initial: EventDraft) {
  const onClose = vi.fn()
  const onSaved = vi.fn()
  render(<EventPanel initial={initial} calendars={CALENDARS} meId={1} onClose={onClose} onSaved={onSaved} />)
  return { onClose, onSaved, dialog: screen.getByRole('dialog') }
}

describe('the event panel', () => {
  it('adds an event: title, calendar, days, a guest from the people search', async () => {
    stubFetch((url) => {
      if (url.startsWith('/apps/calendar/people')) return { body: [camille, thomas, amelie] }
      if (url === '/apps/calendar/add-event') return { status: 201, body: { event: event({ title: 'Atelier' }) } }
    })
    const { onSaved, dialog } = renderPanel(draft())
    expect(within(dialog).getByRole('heading', { name: 'Add event' })).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Atelier' } })
    fireEvent.change(within(dialog).getByLabelText('Calendar'), { target: { value: 'Family' } })
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2027-02-11' } })
    const guests = within(dialog).getByRole('combobox', { name: 'Guests' })
    fireEvent.focus(guests)
    fireEvent.change(guests, { target: { value: 'thom' } })
    await screen.findByRole('option', { name: /Thomas Girard/ }, { timeout: 2000 })
    // The organiser is no guest of their own event.
    expect(screen.queryByRole('option', { name: /Camille/ })).toBeNull()
    expect(calls('/apps/calendar/people?q=thom').length).toBeGreaterThan(0)
    fireEvent.keyDown(guests, { key: 'Enter' })
    expect(within(dialog).getByRole('button', { name: 'Remove Thomas Girard' })).toBeTruthy()

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })))
    expect(bodyOf('/apps/calendar/add-event')).toEqual({
      event: {
        title: 'Atelier',
        start: '2027-02-10',
        end: '2027-02-12',
        allDay: true,
        url: '',
        extendedProps: { calendar: 'Family', guests: [4], location: '', description: '' },
      },
    })
    expect(onSaved).toHaveBeenCalledWith('added')
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event “Atelier” added'))
  })

  it('shows the server field errors under their fields and keeps what was typed', async () => {
    stubFetch(() => ({
      status: 400,
      body: { error: { code: 'invalid', message: 'Check the highlighted fields.', fields: { end: 'End must not be before start.', url: 'URL is a web address starting with https:// or http://.' } } },
    }))
    const { onSaved, dialog } = renderPanel(draft({ allDay: false, start: '2027-02-10T10:00', end: '2027-02-10T11:00' }))
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'À l’envers' } })
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2027-02-10T09:00' } })
    fireEvent.change(within(dialog).getByLabelText('Event URL'), { target: { value: 'ftp://x' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })))

    const end = within(dialog).getByLabelText('End')
    expect(end.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(end.getAttribute('aria-describedby')!)?.textContent).toBe('End must not be before start.')
    expect(within(dialog).getByText('URL is a web address starting with https:// or http://.')).toBeTruthy()
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('À l’envers')
    expect((end as HTMLInputElement).value).toBe('2027-02-10T09:00')
    // The first refused field takes the focus.
    expect(document.activeElement).toBe(end)
    expect(onSaved).not.toHaveBeenCalled()
    // Changing a refused field clears its message.
    fireEvent.change(end, { target: { value: '2027-02-10T12:00' } })
    expect(within(dialog).queryByText('End must not be before start.')).toBeNull()
  })

  it('switches between dates and date-times with All day', () => {
    const { dialog } = renderPanel(draft())
    expect(within(dialog).getByLabelText('Start').getAttribute('type')).toBe('date')
    fireEvent.click(within(dialog).getByRole('switch', { name: 'All day' }))
    expect(within(dialog).getByLabelText('Start').getAttribute('type')).toBe('datetime-local')
    expect((within(dialog).getByLabelText('Start') as HTMLInputElement).value).toBe('2027-02-10T09:00')
    expect((within(dialog).getByLabelText('End') as HTMLInputElement).value).toBe('2027-02-10T10:00')
  })

  it('updates and deletes an existing event; its link shows in the panel', async () => {
    stubFetch((url) => {
      if (url === '/apps/calendar/update-event') return { body: { event: event({ title: 'Conseil (reporté)' }) } }
      if (url.startsWith('/apps/calendar/remove-event')) return { status: 204 }
    })
    const initial = { ...draft({ id: 7, title: 'Conseil', url: 'https://visio.example.org/c', guests: [thomas] }), organizer: camille }
    const first = renderPanel(initial)
    expect(within(first.dialog).getByRole('heading', { name: 'Update event' })).toBeTruthy()
    expect(within(first.dialog).getByRole('link', { name: /visio\.example\.org\/c/ }).getAttribute('target')).toBe('_blank')
    fireEvent.change(within(first.dialog).getByLabelText('Title'), { target: { value: 'Conseil (reporté)' } })
    await act(async () => fireEvent.click(within(first.dialog).getByRole('button', { name: 'Update' })))
    expect(bodyOf('/apps/calendar/update-event').event).toMatchObject({ id: 7, title: 'Conseil (reporté)', url: 'https://visio.example.org/c', extendedProps: { guests: [4] } })
    expect(first.onSaved).toHaveBeenCalledWith('updated')
    cleanup()

    const second = renderPanel(initial)
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Delete' }))
    expect(calls('/apps/calendar/remove-event')).toHaveLength(0) // the first click only asks
    await act(async () => fireEvent.click(within(second.dialog).getByRole('button', { name: 'Delete for good?' })))
    expect(calls('/apps/calendar/remove-event?id=7')).toHaveLength(1)
    expect((calls('/apps/calendar/remove-event')[0]![1] as RequestInit).method).toBe('DELETE')
    expect(second.onSaved).toHaveBeenCalledWith('deleted')
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event “Conseil” deleted'))
  })

  it('shows a guest the event read-only', () => {
    const { dialog, onClose } = renderPanel({ ...draft({ id: 7, title: 'Conseil', editable: false, guests: [thomas] }), organizer: camille })
    expect(within(dialog).getByRole('heading', { name: 'Event details' })).toBeTruthy()
    expect(within(dialog).getByText(/Organised by Camille Lefèvre\. Only the organiser can change this event\./)).toBeTruthy()
    expect(within(dialog).getByLabelText('Title').matches(':disabled')).toBe(true)
    expect(within(dialog).queryByRole('button', { name: 'Update' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Remove Thomas Girard' })).toBeNull()
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(onClose).toHaveBeenCalled()
  })

  it('tells in a toast when the event is gone', async () => {
    stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Event not found.' } } }))
    const { dialog, onSaved } = renderPanel(draft({ id: 99, title: 'Parti' }))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Update' })))
    expect(onSaved).not.toHaveBeenCalled()
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('“Parti” no longer exists.'))
  })
})

describe('a drag or a resize', () => {
  const moved = (): MoveInfo['event'] => ({
    id: '7',
    title: 'Conseil',
    url: '',
    allDay: true,
    start: new Date(2027, 1, 12),
    end: new Date(2027, 1, 13),
    startStr: '2027-02-12',
    endStr: '2027-02-13',
    extendedProps: event().extendedProps,
  })

  it('is saved at once', async () => {
    stubFetch(() => ({ body: { event: event() } }))
    const revert = vi.fn()
    expect(await saveMove({ event: moved(), revert })).toBe(true)
    expect(bodyOf('/apps/calendar/update-event').event).toMatchObject({ id: 7, start: '2027-02-12', end: '2027-02-13', allDay: true })
    expect(revert).not.toHaveBeenCalled()
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event “Conseil” moved'))
  })

  it('goes back, with a toast, when the server refuses it', async () => {
    for (const [status, text] of [
      [403, 'Only the organiser can change “Conseil”.'],
      [500, '“Conseil” could not be moved. It is back where it was.'],
    ] as const) {
      stubFetch(() => ({ status, body: { error: { code: 'x', message: 'no' } } }))
      const revert = vi.fn()
      expect(await saveMove({ event: moved(), revert })).toBe(false)
      expect(revert).toHaveBeenCalledTimes(1)
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(text))
    }
  })
})

describe('the calendar page', () => {
  const eventCalls = () => calls('/apps/calendar/events?').map(([url]) => new URL(String(url), 'http://x').searchParams)

  it('fetches the shown calendars for FullCalendar’s range and shows the events', async () => {
    const today = toDateInput(new Date())
    stubFetch((url) => (url.startsWith('/apps/calendar/events') ? { body: [event({ title: 'Jour férié', start: today, end: addDays(today, 1) }, { calendar: 'Holiday' })] } : undefined))
    render(<CalendarIndex calendars={[...CALENDARS]} />)
    const shown = await screen.findByText('Jour férié')
    expect(shown.closest('.fc-event')?.classList.contains('cal-success')).toBe(true)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    const q = eventCalls()[0]!
    expect(q.get('calendars')).toBe('Business,Holiday,Personal,Family,ETC')
    expect(q.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/)
    expect(Date.parse(q.get('end')!)).toBeGreaterThan(Date.parse(q.get('start')!))
    expect(screen.getByRole('link', { name: 'Export (.ics)' }).getAttribute('href')).toBe('/apps/calendar/events.ics')
  })

  it('filters calendars, remembers them, and asks for nothing when none is shown', async () => {
    localStorage.setItem(FILTERS_KEY, JSON.stringify(['Business', 'Family']))
    render(<CalendarIndex calendars={[...CALENDARS]} />)
    await waitFor(() => expect(eventCalls()).toHaveLength(1))
    expect(eventCalls()[0]!.get('calendars')).toBe('Business,Family')
    const all = screen.getByRole('checkbox', { name: 'View all' }) as HTMLInputElement
    expect(all.checked).toBe(false)
    expect(all.indeterminate).toBe(true)

    fireEvent.click(screen.getByRole('checkbox', { name: 'Family' }))
    await waitFor(() => expect(eventCalls()).toHaveLength(2))
    expect(eventCalls()[1]!.get('calendars')).toBe('Business')
    expect(JSON.parse(localStorage.getItem(FILTERS_KEY)!)).toEqual(['Business'])

    fireEvent.click(screen.getByRole('checkbox', { name: 'Business' }))
    await act(async () => new Promise((r) => setTimeout(r, 50)))
    expect(eventCalls()).toHaveLength(2)

    fireEvent.click(all)
    await waitFor(() => expect(eventCalls()).toHaveLength(3))
    expect(eventCalls()[2]!.get('calendars')).toBe('Business,Holiday,Personal,Family,ETC')
  })

  it('opens the add panel from the Add event button', async () => {
    render(<CalendarIndex calendars={[...CALENDARS]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add event' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Add event' })).toBeTruthy()
    expect(within(dialog).getByLabelText('Start').getAttribute('type')).toBe('datetime-local')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
