import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The pages a notification's link opens: /apps/todo?task=… and /apps/calendar?event=…
// arrive with the linked item as a prop, and open it.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// A plain text area stands in for the rich editor.
vi.mock('../Components/RichEditor', () => ({
  default: ({ label, initial, onChange }: { label: string; initial: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initial} onChange={(e) => onChange(e.target.value)} />
  ),
}))

Element.prototype.getAnimations ??= () => []

import { CALENDARS, type CalendarEvent } from '../Components/Calendar/types'
import CalendarIndex from '../Pages/Apps/Calendar/Index'
import TodoIndex from '../Pages/Apps/Todo/Index'
import { admin } from './fixtures'
import { task, todoFilter } from './todoFixtures'

beforeEach(() => {
  page.current = { url: '/', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
  )
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a notification’s link', () => {
  it('opens the linked task’s panel, even one the list does not show', async () => {
    const linked = task({ id: 42, title: 'Relire le procès-verbal', isCompleted: true })
    render(<TodoIndex tasks={[task({ id: 1, title: 'Autre' })]} tags={[]} filter={todoFilter()} openTask={linked} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Edit task' })).toBeTruthy()
    expect((within(dialog).getByLabelText('Title', { exact: true }) as HTMLInputElement).value).toBe('Relire le procès-verbal')
  })

  it('opens no panel without one', () => {
    render(<TodoIndex tasks={[task()]} tags={[]} filter={todoFilter()} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the linked event’s month and opens it', async () => {
    const guestView: CalendarEvent = {
      id: 7,
      url: '',
      title: 'Conseil d’administration',
      start: '2031-05-14',
      end: '2031-05-15',
      allDay: true,
      extendedProps: {
        calendar: 'Business',
        guests: [],
        location: 'Salle B',
        description: '',
        organizer: { id: 4, fullName: 'Thomas Girard', avatar: '', email: 'thomas.girard@partage.coop' },
        editable: false,
      },
    }
    render(<CalendarIndex calendars={[...CALENDARS]} openEvent={guestView} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByDisplayValue('Conseil d’administration')).toBeTruthy()
    // FullCalendar moved to May 2031 to show it.
    await waitFor(() => expect(screen.getByText(/May 2031/)).toBeTruthy())
  })
})
