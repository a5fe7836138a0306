import { act, render } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', component: 'Dashboard/Home' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

import { setViewingChat } from '../lib/chatViewing'
import RealtimeBridge from '../Components/Shell/RealtimeBridge'
import { messageEvent } from './chatFixtures'
import { FakeEventSource } from './fakeEventSource'

let reload: ReturnType<typeof vi.spyOn>
let visit: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  vi.useFakeTimers()
  page.current = { props: {}, url: '/', component: 'Dashboard/Home' }
  FakeEventSource.reset()
  vi.stubGlobal('EventSource', FakeEventSource)
  reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
  vi.clearAllMocks()
})

afterEach(() => {
  setViewingChat(null)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Renders the bridge for user 1 and answers its event stream. */
function mount() {
  const view = render(<RealtimeBridge userId={1} />)
  const es = FakeEventSource.last!
  es.open()
  return { ...view, es }
}

/** Lets sonner's lazy import and the reload timer run. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400)
  })
}

/** The options of the last toast of that kind. */
const lastOptions = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[1] as { action?: { label: string; onClick: () => void }; description?: string }

describe('realtime bridge', () => {
  it('opens the stream while mounted and closes it on unmount', () => {
    const { es, unmount } = mount()
    expect(es.url).toBe('/events')
    unmount()
    expect(es.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('new mail: a toast that opens the mailbox, and the menu and notifications reload', async () => {
    const { es } = mount()
    es.emit('mail.new', { id: 5, from: { name: 'Emma Martin', email: 'emma@demo.com' }, subject: 'Budget' })
    await settle()
    expect(toast.info).toHaveBeenCalledWith('New mail from Emma Martin: Budget', expect.anything())
    expect(reload).toHaveBeenCalledWith({ only: ['menu', 'notifications'], showProgress: false })
    const options = lastOptions(toast.info)
    expect(options.action?.label).toBe('Open')
    options.action?.onClick()
    expect(visit).toHaveBeenCalledWith('/apps/email')
  })

  it('new mail on the mail page also reloads the list', async () => {
    page.current = { props: {}, url: '/apps/email', component: 'Apps/Email/Index' }
    const { es } = mount()
    es.emit('mail.new', { id: 5, from: { name: '', email: 'emma@demo.com' }, subject: '' })
    await settle()
    expect(toast.info).toHaveBeenCalledWith('New mail from emma@demo.com: (no subject)', expect.anything())
    expect(reload).toHaveBeenCalledWith({ only: ['menu', 'notifications', 'emails', 'emailsMeta', 'hasMore'], showProgress: false })
  })

  it('a chat message: a toast with the sender and a reply action, and the menu badge reloads', async () => {
    const { es } = mount()
    es.emit('chat.message', messageEvent({ message: { ...messageEvent().message, message: `Hello ${'x'.repeat(100)}` } }))
    await settle()
    const [text] = toast.message.mock.calls[0] as [string]
    expect(text.startsWith('Felecia Rower: Hello xxx')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(reload).toHaveBeenCalledWith({ only: ['menu'], showProgress: false })
    lastOptions(toast.message).action?.onClick()
    expect(visit).toHaveBeenCalledWith('/apps/chat?contact=2')
  })

  it('no toast for the chat on screen, one’s own messages, or when notifications are off', async () => {
    const { es } = mount()
    setViewingChat(2)
    es.emit('chat.message', messageEvent())
    es.emit('chat.message', messageEvent({ contactId: 3, message: { ...messageEvent().message, senderId: 1 } }))
    await settle()
    expect(toast.message).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()

    // A chat open in a hidden tab: a toast, and the reload waits until the tab shows (reloading
    // /apps/chat?contact=… would mark the chat read on the server).
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    es.emit('chat.message', messageEvent({ message: { ...messageEvent().message, message: 'Hidden' } }))
    await settle()
    expect(toast.message).toHaveBeenCalledWith('Felecia Rower: Hidden', expect.anything())
    expect(reload).not.toHaveBeenCalled()
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(reload).toHaveBeenCalledWith({ only: ['menu'], showProgress: false })
    visibility.mockRestore()
    toast.message.mockClear()
    reload.mockClear()

    es.emit('chat.message', messageEvent({ contactId: 3, notify: false }))
    await settle()
    expect(toast.message).not.toHaveBeenCalled()
    expect(reload).toHaveBeenCalledWith({ only: ['menu'], showProgress: false })
  })

  it('a notification: a toast with its translated text, and the notifications reload', async () => {
    const { es } = mount()
    es.emit('notification', { id: 9, title: { key: 'realtime.open' }, body: 'Body text', link: '/apps/email', createdAt: '2026-03-03T10:00:00Z' })
    await settle()
    expect(toast.info).toHaveBeenCalledWith('Open', expect.objectContaining({ description: 'Body text' }))
    expect(reload).toHaveBeenCalledWith({ only: ['notifications'], showProgress: false })
  })

  it('a new mail’s notification waits in the bell: the mail has its own toast', async () => {
    const { es } = mount()
    es.emit('notification', { id: 12, title: { key: 'notifications.mailReceived.title' }, body: 'Body text', link: '/apps/email', createdAt: '2026-03-03T10:00:00Z', quiet: true })
    await settle()
    expect(toast.info).not.toHaveBeenCalled()
    expect(reload).toHaveBeenCalledWith({ only: ['notifications'], showProgress: false })
  })

  it('a chat mention replaces that chat’s toast, and says nothing over the chat on screen', async () => {
    const { es } = mount()
    const mention = { id: 10, title: { key: 'realtime.open' }, body: 'Body text', link: '/apps/chat?contact=3', createdAt: '2026-03-03T10:00:00Z' }
    es.emit('notification', mention)
    await settle()
    expect(lastOptions(toast.info)).toMatchObject({ id: 'chat-3' })

    toast.info.mockClear()
    setViewingChat(3)
    es.emit('notification', { ...mention, id: 11 })
    await settle()
    expect(toast.info).not.toHaveBeenCalled()
    expect(reload).toHaveBeenCalledWith({ only: ['notifications'], showProgress: false })
  })
})
