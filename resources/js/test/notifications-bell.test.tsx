import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { Bell, CalendarDays, MessageCircle, Receipt, SquareCheck } from 'lucide-react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationItem } from '../lib/types'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', component: 'Dashboard/Home' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

import NotificationsDropdown from '../Components/Shell/NotificationsDropdown'
import { iconOf, markRead, mergeNotifications, olderURL } from '../Components/Shell/notifications'

/** A notification under key (notifications.<key>.title/.body) with id. */
function note(id: number, key: string, read = false, params: Record<string, unknown> = {}): NotificationItem {
  return {
    id,
    title: { key: `notifications.${key}.title`, params },
    body: { key: `notifications.${key}.body`, params },
    link: `/apps/todo?task=${id}`,
    read,
    createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  }
}

describe('the bell list', () => {
  it('asks for what is older than the oldest shown', () => {
    expect(olderURL([])).toBe('/api/notifications?limit=10')
    expect(olderURL([note(30, 'taskAssigned'), note(12, 'taskAssigned'), note(20, 'taskAssigned')])).toBe('/api/notifications?before=12&limit=10')
  })

  it('merges the first page and the older ones, each once, newest first; the first copy wins', () => {
    const first = [note(9, 'taskAssigned', true), note(8, 'eventInvited')]
    const older = [note(9, 'taskAssigned', false), note(7, 'invoicePaid'), note(3, 'chatMention')]
    const merged = mergeNotifications(first, older)
    expect(merged.map((n) => n.id)).toEqual([9, 8, 7, 3])
    expect(merged[0].read).toBe(true)
  })

  it('marks one or all read without touching the others', () => {
    const items = [note(2, 'taskAssigned'), note(1, 'eventMoved')]
    expect(markRead(items, 1).map((n) => n.read)).toEqual([false, true])
    expect(markRead(items).every((n) => n.read)).toBe(true)
    expect(items.every((n) => !n.read)).toBe(true)
  })

  it('picks the icon of each kind', () => {
    expect(iconOf(note(1, 'taskMention'))).toBe(SquareCheck)
    expect(iconOf(note(1, 'eventCancelled'))).toBe(CalendarDays)
    expect(iconOf(note(1, 'invoicePaid'))).toBe(Receipt)
    expect(iconOf(note(1, 'chatMention'))).toBe(MessageCircle)
    expect(iconOf({ ...note(1, 'x'), title: 'Welcome' })).toBe(Bell)
  })
})

describe('NotificationsDropdown', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let older: { items: NotificationItem[]; unread: number; hasMore: boolean }

  beforeEach(() => {
    older = { items: [note(4, 'eventInvited', false, { name: 'Camille', title: 'Assemblée' })], unread: 3, hasMore: false }
    fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.startsWith('/api/notifications?')) return new Response(JSON.stringify(older), { headers: { 'Content-Type': 'application/json' } })
      return new Response(null, { status: 204 })
    })
    vi.stubGlobal('fetch', fetchMock)
    page.current = {
      url: '/',
      component: 'Dashboard/Home',
      props: {
        notifications: {
          unread: 3,
          hasMore: true,
          items: [note(6, 'taskAssigned', false, { name: 'Camille', title: 'Préparer la salle' }), note(5, 'invoicePaid', true, { name: 'Lucas', id: 5037, client: 'Atelier', amount: '€10.00' })],
        },
      },
    }
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('words each notification in the reader’s language, with how long ago and the unread count', async () => {
    render(<NotificationsDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }))
    expect(await screen.findByText('Task assigned to you')).toBeTruthy()
    expect(screen.getByText('Camille assigned you “Préparer la salle”.')).toBeTruthy()
    expect(screen.getByText('Invoice #5037 paid')).toBeTruthy()
    expect(screen.getByText('6 minutes ago')).toBeTruthy()
    expect(screen.getAllByText('Unread')).toHaveLength(1)
  })

  it('"show older" loads the ones before the oldest shown and hides itself when none remain', async () => {
    render(<NotificationsDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }))
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Show older notifications' }))
    })
    expect(await screen.findByText('Invitation: Assemblée')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?before=5&limit=10', expect.anything())
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull()
  })

  it('opening an older one marks it read there and visits its link', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
    render(<NotificationsDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }))
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Show older notifications' }))
    })
    fireEvent.click(await screen.findByText('Invitation: Assemblée'))
    await waitFor(() => expect(visit).toHaveBeenCalledWith('/apps/todo?task=4'))
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')
    expect(post?.[1]?.body).toBe('{"id":4}')
  })

  it('a failed "show older" says so and keeps the button', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 500 }))
    render(<NotificationsDropdown />)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }))
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Show older notifications' }))
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The notifications could not be updated.')
    expect(screen.getByRole('button', { name: 'Show older notifications' })).toBeTruthy()
  })
})
