import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/email' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import TokenInput from '../Components/Email/TokenInput'
import type { EmailFilter, EmailPageProps } from '../Components/Email/types'
import { Visited } from './emailVisits'
import { mail } from './emailFixtures'
import { admin } from './fixtures'

type Route = (url: string, init?: RequestInit) => { status?: number; body?: unknown } | undefined
let fetchMock: ReturnType<typeof vi.fn>

/** Stubs fetch: route answers {status, body} (JSON); undefined → 200 {}. */
function stubFetch(route: Route = () => undefined) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = route(String(input), init) ?? {}
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
}

/** The fetch calls to path (with or without a query). */
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path || String(url).startsWith(path.includes('?') ? path : `${path}?`))
const bodyOf = (path: string, i = 0) => JSON.parse(String((calls(path)[i]?.[1] as RequestInit).body)) as unknown

const filter = (over: Partial<EmailFilter> = {}): EmailFilter => ({ folder: 'inbox', label: '', q: '', page: 1, perPage: 20, ...over })

function renderPage(over: Partial<EmailPageProps> = {}) {
  const props: EmailPageProps = {
    emails: [mail({ id: 1, subject: 'Shares meeting' }), mail({ id: 2, subject: 'Annual report', isRead: true, isStarred: true, attachments: [] })],
    emailsMeta: { inbox: 1, draft: 2, spam: 0 },
    filter: filter(),
    hasMore: false,
    smtp: false,
    ...over,
  }
  return render(<Visited initial={props} />)
}


let reload: ReturnType<typeof vi.spyOn>
let get: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  page.current = { url: '/apps/email', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  stubFetch()
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const RELOAD = { only: ['emails', 'emailsMeta', 'hasMore', 'menu'] }

describe('token input', () => {
  function Harness({ initial = [] as string[] }) {
    const [values, setValues] = useState(initial)
    return (
      <>
        <TokenInput label="To" values={values} onChange={setValues} />
        <output data-testid="values">{values.join('|')}</output>
      </>
    )
  }
  const values = () => screen.getByTestId('values').textContent

  it('adds on Enter and comma, marks invalid addresses, removes with the button and Backspace', () => {
    render(<Harness />)
    const input = screen.getByLabelText('To')
    fireEvent.change(input, { target: { value: 'jane@example.com' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    fireEvent.change(input, { target: { value: 'bob@example.org, not-an-address,' } })
    expect(values()).toBe('jane@example.com|bob@example.org|not-an-address')
    expect(screen.getByText('not-an-address').closest('li')?.textContent).toContain('invalid address')
    expect(screen.getByText('jane@example.com').closest('li')?.textContent).not.toContain('invalid')

    fireEvent.click(screen.getByRole('button', { name: 'Remove bob@example.org' }))
    expect(values()).toBe('jane@example.com|not-an-address')
    fireEvent.keyDown(input, { key: 'Backspace' })
    expect(values()).toBe('jane@example.com')
    fireEvent.change(input, { target: { value: 'JANE@example.com' } })
    fireEvent.blur(input)
    expect(values()).toBe('jane@example.com')
  })

  it('suggests the platform users and picks one with the keyboard', async () => {
    stubFetch((url) => (url.startsWith('/apps/email/recipients') ? { body: { recipients: [{ name: 'Cleo Client', email: 'client@demo.com', avatar: '' }] } } : undefined))
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'To' })
    fireEvent.change(input, { target: { value: 'cle' } })
    const option = await screen.findByRole('option', { name: /Cleo Client/ })
    expect(calls('/apps/email/recipients?q=cle')).toHaveLength(1)
    expect(option.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(values()).toBe('client@demo.com')
    expect(screen.getByText('Cleo Client')).toBeTruthy()
  })
})

describe('list', () => {
  it('shows folders with counts, labels and rows', () => {
    renderPage()
    const folders = screen.getByRole('navigation', { name: 'Folders' })
    expect(within(folders).getByRole('link', { name: /Inbox/ }).getAttribute('aria-current')).toBe('page')
    expect(within(folders).getByRole('link', { name: /Inbox/ }).textContent).toContain('1')
    expect(within(folders).getByRole('link', { name: /Draft/ }).getAttribute('href')).toBe('/apps/email/draft')
    expect(within(folders).getByRole('link', { name: 'Important' }).getAttribute('href')).toBe('/apps/email/label/important')
    const table = screen.getByRole('table', { name: 'Inbox' })
    expect(within(table).getAllByRole('row')).toHaveLength(3) // the (visually hidden) header row and two mails
    expect(screen.getByRole('button', { name: 'Star Annual report' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull()
  })

  it('selection shows the bulk toolbar, whose actions post the right bodies and reload', async () => {
    renderPage()
    fireEvent.click(screen.getByLabelText('Select Shares meeting'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as read' })))
    expect(bodyOf('/apps/email/update-emails')).toEqual({ emailIds: [1], dataToUpdate: { isRead: true } })
    expect(reload).toHaveBeenCalledWith(RELOAD)

    const all = screen.getByLabelText('Select all') as HTMLInputElement
    fireEvent.click(all)
    expect(all.checked).toBe(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })))
    expect(bodyOf('/apps/email/update-emails', 1)).toEqual({ emailIds: [1, 2], dataToUpdate: { folder: 'trash' } })
    // The toast offers Undo: each mail goes back to the folder it came from (the server keeps it).
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 mails moved to the trash.', expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) })))
    const undo = (toast.success.mock.calls.at(-1)?.[1] as { action: { onClick: () => void } }).action
    await act(async () => undo.onClick())
    await waitFor(() => expect(bodyOf('/apps/email/restore-emails')).toEqual({ emailIds: [1, 2] }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 mails put back where they were.'))

    fireEvent.click(screen.getByLabelText('Select Annual report'))
    fireEvent.click(screen.getByRole('button', { name: 'Label' }))
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Important' })))
    expect(bodyOf('/apps/email/update-emails-label')).toEqual({ emailIds: [2], label: 'important' })

    fireEvent.click(screen.getByLabelText('Select Annual report'))
    fireEvent.click(screen.getByRole('button', { name: 'Move to' }))
    expect(screen.queryByRole('menuitem', { name: 'Inbox' })).toBeNull()
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Spam' })))
    expect(bodyOf('/apps/email/update-emails', 2)).toEqual({ emailIds: [2], dataToUpdate: { folder: 'spam' } })
  })

  it('in the trash, restore moves back to the folder each came from; the row star toggles', async () => {
    renderPage({ filter: filter({ folder: 'trash' }) })
    fireEvent.click(screen.getByLabelText('Select Shares meeting'))
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })))
    expect(bodyOf('/apps/email/restore-emails')).toEqual({ emailIds: [1] })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Star Annual report' })))
    expect(bodyOf('/apps/email/update-emails')).toEqual({ emailIds: [2], dataToUpdate: { isStarred: false } })
  })

  it('searches the subject after a pause and pages', () => {
    vi.useFakeTimers()
    renderPage({ filter: filter({ folder: 'sent', page: 2 }), hasMore: true })
    fireEvent.change(screen.getByRole('textbox', { name: 'Search mail' }), { target: { value: 'report' } })
    expect(get).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(300))
    expect(get).toHaveBeenCalledWith('/apps/email/sent', { q: 'report' }, { preserveState: true, replace: true })
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(get).toHaveBeenLastCalledWith('/apps/email/sent', {}, { preserveState: true })
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(get).toHaveBeenLastCalledWith('/apps/email/sent', { page: 3 }, { preserveState: true })
    expect(screen.getAllByText(/^To: /)).toHaveLength(2)
  })

  it('says when a folder is empty', () => {
    renderPage({ emails: [], filter: filter({ folder: 'spam' }) })
    expect(screen.getByText('No spam. 🎉')).toBeTruthy()
  })
})

describe('reading view', () => {
  const evil = mail({
    id: 1,
    subject: 'Shares meeting',
    message: '<p>Visible text</p><img src=x onerror=alert(1)><script>alert(2)</script>',
    delivery: 'not_delivered',
    hasPreviousMail: false,
    hasNextMail: true,
    attachments: [{ id: 3, fileName: 'minutes.pdf', size: '12.3 KB', sizeBytes: 12600, mime: 'application/pdf', url: '/apps/email/attachments/3', thumbnail: '' }],
    replies: [mail({ id: 0, subject: 'Shares meeting', message: '<p>Older message</p>', from: { name: 'Bob', email: 'bob@example.org', avatar: '' } })],
  })

  it('fetches the mail with the list filter, sanitizes its HTML, lists attachments and the delivery notice', async () => {
    stubFetch((url) => {
      if (url.startsWith('/apps/email/get-email')) return { body: evil }
      if (url.startsWith('/apps/email/paginate-email')) return { body: mail({ id: 2, subject: 'Annual report', message: '<p>Next one</p>' }) }
      return undefined
    })
    renderPage({ filter: filter({ q: 'sha' }) })
    fireEvent.click(screen.getByRole('button', { name: /^Emma Martin.*Shares meeting/ }))
    // The mail gets its own URL under the list's, pushed on the history.
    expect(router.push).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/email/inbox/1', preserveState: true }))
    const view = await screen.findByRole('region', { name: 'Shares meeting' })
    expect(calls('/apps/email/get-email')[0]?.[0]).toBe('/apps/email/get-email?id=1&folder=inbox&label=&q=sha')
    expect(within(view).getByText('Visible text')).toBeTruthy()
    expect(view.querySelector('script')).toBeNull()
    expect(view.querySelector('[onerror]')).toBeNull()
    expect(view.querySelector('img[src="x"]')).toBeTruthy()
    expect(within(view).getByRole('note').textContent).toBe('Not delivered: Partage has no outgoing mail server configured')
    expect(within(view).getByRole('link', { name: /minutes\.pdf/ }).getAttribute('href')).toBe('/apps/email/attachments/3')
    expect(within(view).getByRole('link', { name: /minutes\.pdf/ }).hasAttribute('download')).toBe(true)
    // The older message is collapsed; its header expands it.
    const older = within(view).getByRole('button', { name: /Bob/ })
    expect(older.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(older)
    expect(older.getAttribute('aria-expanded')).toBe('true')
    expect(reload).toHaveBeenCalledWith(RELOAD)

    expect(within(view).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true)
    await act(async () => fireEvent.click(within(view).getByRole('button', { name: 'Next' })))
    expect(calls('/apps/email/paginate-email')[0]?.[0]).toBe('/apps/email/paginate-email?dir=next&emailId=1&folder=inbox&label=&q=sha')
    expect(await screen.findByText('Next one')).toBeTruthy()
    // The URL follows, in the same history entry; the mail is not fetched again.
    expect(router.replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/email/inbox/2' }))
    expect(calls('/apps/email/get-email')).toHaveLength(1)

    // Closing goes back in the history, to the list as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Back to list' }))
    expect(window.history.back).toHaveBeenCalled()
    expect(screen.queryByRole('region', { name: /Annual report/ })).toBeNull()
    expect(screen.getByLabelText('Select all')).toBeTruthy()
  })

  it('moves the open mail to the trash and goes back to the list', async () => {
    stubFetch((url) => (url.startsWith('/apps/email/get-email') ? { body: mail({ id: 1, subject: 'Shares meeting' }) } : undefined))
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: /^Emma Martin.*Shares meeting/ }))
    const view = await screen.findByRole('region', { name: 'Shares meeting' })
    await act(async () => fireEvent.click(within(view).getByRole('button', { name: 'Delete' })))
    expect(bodyOf('/apps/email/update-emails')).toEqual({ emailIds: [1], dataToUpdate: { folder: 'trash' } })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Shares meeting' })).toBeNull())
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mail moved to the trash.', expect.objectContaining({ action: expect.anything() })))
  })

  it('opens the mail of the URL (a link) over its list', async () => {
    stubFetch((url) => (url.startsWith('/apps/email/get-email') ? { body: mail({ id: 2, subject: 'Annual report' }) } : undefined))
    renderPage({ openId: 2 })
    expect(await screen.findByRole('region', { name: 'Annual report' })).toBeTruthy()
    expect(calls('/apps/email/get-email')[0]?.[0]).toContain('/apps/email/get-email?id=2&')
    // Not opened from this list: closing goes to the list's URL.
    fireEvent.click(screen.getByRole('button', { name: 'Back to list' }))
    expect(router.push).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/email' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Annual report' })).toBeNull())
    expect(reload).toHaveBeenCalledWith(RELOAD)
  })
})
