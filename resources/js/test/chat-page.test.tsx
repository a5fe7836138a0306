import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/chat', component: 'Apps/Chat/Index' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import type { ChatPageProps } from '../Components/Chat/types'
import { connect, disconnect } from '../lib/realtime'
import ChatIndex from '../Pages/Apps/Chat/Index'
import { chat, felecia, me, messageEvent, msg, pageProps } from './chatFixtures'
import { FakeEventSource } from './fakeEventSource'
import { admin } from './fixtures'

type Route = (url: string, init?: RequestInit) => { status?: number; body?: unknown } | undefined
let fetchMock: ReturnType<typeof vi.fn>

function stubFetch(route: Route = () => undefined) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = route(String(input), init) ?? {}
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
}

const calls = (prefix: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix))
const bodyOf = (prefix: string, i = 0) => JSON.parse(String((calls(prefix)[i]?.[1] as RequestInit).body)) as unknown

const feleciaChat = chat(10, 2, [msg(101, 1, '2026-03-03T10:00:00Z', 'Are you there?'), msg(102, 2, '2026-03-03T10:05:00Z', 'See you soon')])

/** The default answers of the chat endpoints. */
const routes: Route = (url) => {
  if (url.startsWith('/apps/chat/get-chat?id=2')) return { body: { chat: feleciaChat, contact: felecia } }
  return undefined
}

const renderPage = (over: Partial<ChatPageProps> = {}) => render(<ChatIndex {...pageProps(over)} />)
const chatsList = () => screen.getByRole('list', { name: 'Chats' })
const log = () => screen.getByRole('log')

let replace: ReturnType<typeof vi.spyOn>
let reload: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  page.current = { url: '/apps/chat', component: 'Apps/Chat/Index', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  replace = vi.spyOn(router, 'replace').mockImplementation(() => undefined)
  reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
  stubFetch(routes)
  vi.clearAllMocks()
})

afterEach(() => {
  disconnect()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('chat page', () => {
  it('lists the chats and the contacts, and invites to start a conversation', () => {
    renderPage()
    expect(within(chatsList()).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Felecia Rower'),
      expect.stringContaining('Adalberto Granzin'),
    ])
    // Named by the person first, then the status, the last message and the unseen count.
    expect(within(chatsList()).getByRole('button', { name: /^Felecia Rower Online\. See you soon\. 2 unread messages/ })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Contacts' })).getAllByRole('button')).toHaveLength(3)
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Start a conversation' })).toBeTruthy()
    expect(screen.getByText('You: Done')).toBeTruthy()
  })

  it('opens a chat: fetches it, shows it, resets its unseen count and names it in the URL', async () => {
    renderPage()
    expect(within(chatsList()).getByText('2')).toBeTruthy()
    fireEvent.click(within(chatsList()).getByRole('button', { name: /^Felecia Rower/ }))
    expect(await within(log()).findByText('See you soon')).toBeTruthy()
    expect(calls('/apps/chat/get-chat?id=2')).toHaveLength(1)
    expect(within(chatsList()).queryByText('2')).toBeNull()
    expect(screen.getByRole('log', { name: 'Conversation with Felecia Rower' })).toBeTruthy()
    expect(within(log()).getByRole('img', { name: 'Delivered' })).toBeTruthy()
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/chat?contact=2', preserveState: true }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ only: ['menu'], showProgress: false }))
  })

  it('sends with Enter (Shift+Enter is a new line) and shows the message', async () => {
    stubFetch((url, init) => {
      if (url === '/apps/chat/send-msg' && init?.method === 'POST') {
        return { status: 201, body: { response: { id: 10, newMessageData: msg(103, me.id, '2026-03-03T11:00:00Z', 'On my way') } } }
      }
      return routes(url, init)
    })
    renderPage({ active: { chat: feleciaChat, contact: felecia } })
    const input = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(input, { target: { value: 'On my way' } })
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })
    expect(calls('/apps/chat/send-msg')).toHaveLength(0)
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(await within(log()).findByText('On my way')).toBeTruthy()
    expect(bodyOf('/apps/chat/send-msg')).toEqual({ obj: { contact: { id: 2 }, message: 'On my way' } })
    expect((input as HTMLTextAreaElement).value).toBe('')
    expect(within(chatsList()).getByText('You: On my way')).toBeTruthy()
  })

  it('keeps the text and shows the server’s error under the input', async () => {
    stubFetch((url) =>
      url === '/apps/chat/send-msg' ? { status: 400, body: { error: { code: 'invalid', message: 'invalid', fields: { message: 'Too long.' } } } } : undefined,
    )
    renderPage({ active: { chat: feleciaChat, contact: felecia } })
    const input = screen.getByRole('textbox', { name: 'Message' })
    fireEvent.change(input, { target: { value: 'Hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Too long.')
    expect((input as HTMLTextAreaElement).value).toBe('Hello')
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('does not send an empty message', () => {
    renderPage({ active: { chat: feleciaChat, contact: felecia } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('alert').textContent).toBe('Write a message first.')
    expect(calls('/apps/chat/send-msg')).toHaveLength(0)
  })

  it('searches on the server 250 ms after the last keystroke', async () => {
    vi.useFakeTimers()
    stubFetch((url) =>
      url.startsWith('/apps/chat/chats-and-contacts') ? { body: { chatsContacts: [], contacts: [felecia], profileUser: me } } : undefined,
    )
    renderPage()
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'fe' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'fel' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    expect(calls('/apps/chat/chats-and-contacts').map(([u]) => u)).toEqual(['/apps/chat/chats-and-contacts?q=fel'])
    expect(screen.getByText('No chats found.')).toBeTruthy()
  })

  it('follows live messages, seen ticks and presence', async () => {
    renderPage({ active: { chat: feleciaChat, contact: felecia } })
    connect()
    const es = FakeEventSource.last!
    // A message in the chat on screen: appended, and read on the server at once.
    act(() => es.emit('chat.message', messageEvent()))
    expect(within(log()).getByText('Hello there')).toBeTruthy()
    await waitFor(() => expect(calls('/apps/chat/get-chat?id=2')).toHaveLength(1))
    // A message from someone else: their chat moves to the top with an unseen count.
    const other = messageEvent({ chatId: 11, contactId: 3, unseenMsgs: 4, sender: { id: 3, fullName: 'Adalberto Granzin', avatar: '' }, message: msg(201, 3, '2026-03-03T11:01:00Z', 'Ping') })
    act(() => es.emit('chat.message', other))
    const first = within(chatsList()).getAllByRole('button')[0]!
    expect(first.textContent).toContain('Adalberto Granzin')
    expect(first.textContent).toContain('4')
    // Felecia read up to 101 (the admin's message).
    act(() => es.emit('chat.seen', { chatId: 10, contactId: 2, lastSeenId: 101 }))
    expect(within(log()).getByRole('img', { name: 'Seen' })).toBeTruthy()
    // Presence: the header says the new status.
    act(() => es.emit('presence', { users: [{ userId: 3, status: 'busy' }, { userId: 2, status: 'away' }] }))
    expect(screen.getByRole('banner').textContent).toContain('Away')
  })
})

describe('own profile', () => {
  it('saves the status at once and says so; an error puts it back', async () => {
    stubFetch((url, init) => {
      if (url === '/apps/chat/users/profile-user' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { status?: string }
        if (body.status === 'away') return { status: 400, body: { error: { code: 'invalid', message: 'invalid', fields: { status: 'Unknown status.' } } } }
        return { body: { profileUser: { ...me, ...body } } }
      }
      return undefined
    })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Your profile and status' }))
    const dialog = screen.getByRole('dialog', { name: 'Your profile' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Busy' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile saved'))
    expect(bodyOf('/apps/chat/users/profile-user')).toEqual({ status: 'busy' })
    expect((within(dialog).getByRole('radio', { name: 'Busy' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(within(dialog).getByRole('radio', { name: /Away/ }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unknown status.')
    expect((within(dialog).getByRole('radio', { name: 'Busy' }) as HTMLInputElement).checked).toBe(true)
  })

  it('saves the about text when it loses the focus, and a switch when it flips', async () => {
    stubFetch((_url, init) => {
      if (init?.method !== 'POST') return undefined
      const body = JSON.parse(String(init.body)) as { about?: string; settings?: object }
      return { body: { profileUser: { ...me, ...body, settings: { ...me.settings, ...body.settings } } } }
    })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Your profile and status' }))
    const about = screen.getByRole('textbox', { name: 'About' })
    expect(about.getAttribute('maxlength')).toBe('120')
    fireEvent.change(about, { target: { value: 'Back at 3' } })
    fireEvent.blur(about)
    await waitFor(() => expect(bodyOf('/apps/chat/users/profile-user')).toEqual({ about: 'Back at 3' }))
    fireEvent.click(screen.getByRole('switch', { name: 'Notifications' }))
    await waitFor(() => expect(bodyOf('/apps/chat/users/profile-user', 1)).toEqual({ settings: { isNotificationsOn: false } }))
  })
})
