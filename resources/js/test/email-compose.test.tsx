import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/email' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import type { Email, EmailPageProps } from '../Components/Email/types'
import { Visited } from './emailVisits'
import { mail } from './emailFixtures'
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
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path || String(url).startsWith(`${path}?`))
const bodyOf = (path: string, i = 0) => JSON.parse(String((calls(path)[i]?.[1] as RequestInit).body)) as Record<string, unknown>

/** A stand-in for XMLHttpRequest: the test drives progress and the answer. */
class FakeXHR {
  static last: FakeXHR[] = []
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  response: unknown = null
  responseType = ''
  url = ''
  body: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body
    FakeXHR.last.push(this)
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, response: unknown) {
    this.status = status
    this.response = response
    this.onload?.()
  }
}

function renderPage(over: Partial<EmailPageProps> = {}) {
  const props: EmailPageProps = {
    emails: [mail({ id: 1, subject: 'Shares meeting' })],
    emailsMeta: { inbox: 1, draft: 0, spam: 0 },
    filter: { folder: 'inbox', label: '', q: '', page: 1, perPage: 20 },
    hasMore: false,
    smtp: false,
    ...over,
  }
  return render(<Visited initial={props} />)
}


const sentCopy: Email = mail({ id: 99, folder: 'sent' })

// ProseMirror measures text ranges (scrolling the caret into view); jsdom has no layout.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
Range.prototype.getClientRects ??= noRects
Range.prototype.getBoundingClientRect ??= () => new DOMRect()

// The editor (TipTap, ProseMirror) is a lazy chunk: transform it once, before the timed tests.
beforeAll(async () => {
  await import('../Components/RichEditor')
}, 30_000)

beforeEach(() => {
  page.current = { url: '/apps/email', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  FakeXHR.last = []
  vi.stubGlobal('XMLHttpRequest', FakeXHR)
  stubFetch()
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function openCompose() {
  fireEvent.click(screen.getByRole('button', { name: 'Compose' }))
  const dialog = await screen.findByRole('dialog', { name: 'New message' })
  await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 5000 })
  return dialog
}

describe('compose', { timeout: 20_000 }, () => {
  it('sends to, cc, subject and attachments; toasts the sent and the kept-back addresses', async () => {
    stubFetch((url) => (url === '/apps/email/send' ? { status: 201, body: { email: sentCopy, notDelivered: ['bob@example.org'] } } : undefined))
    renderPage()
    const dialog = await openCompose()
    expect(within(dialog).getByText(/only members of the platform/)).toBeTruthy()
    const to = within(dialog).getByLabelText('To')
    fireEvent.change(to, { target: { value: 'client@demo.com, bob@example.org' } })
    fireEvent.blur(to)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cc' }))
    fireEvent.change(within(dialog).getByLabelText('Cc'), { target: { value: 'carol@example.org,' } })
    expect(within(dialog).queryByLabelText('Bcc')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Hello' } })

    const file = new File(['minutes'], 'minutes.txt', { type: 'text/plain' })
    fireEvent.change(within(dialog).getByLabelText('Attach files'), { target: { files: [file] } })
    const xhr = FakeXHR.last[0]!
    expect(xhr.url).toBe('/apps/email/attachments')
    expect((xhr.body?.get('file') as File).name).toBe('minutes.txt')
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 }))
    expect(within(dialog).getByText('Uploading… 50 %')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true)
    await act(async () => xhr.answer(201, { attachment: { id: 42, fileName: 'minutes.txt', size: '7 B', sizeBytes: 7, mime: 'text/plain', url: '/x', thumbnail: '' } }))
    expect(within(dialog).getByText('7 bytes')).toBeTruthy()

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    expect(bodyOf('/apps/email/send')).toEqual({
      to: ['client@demo.com', 'bob@example.org'],
      cc: ['carol@example.org'],
      bcc: [],
      subject: 'Hello',
      message: '',
      attachmentIds: [42],
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toast.success).toHaveBeenCalledWith('Sent')
    expect(toast.warning).toHaveBeenCalledWith('Not delivered (no outgoing mail server): bob@example.org')
    expect(router.reload).toHaveBeenCalledWith({ only: ['emails', 'emailsMeta', 'hasMore', 'menu'] })
  })

  it('refuses invalid addresses and shows the server field errors', async () => {
    stubFetch((url) =>
      url === '/apps/email/send' ? { status: 400, body: { error: { code: 'invalid', message: 'Check the form', fields: { subject: 'A subject is required.' } } } } : undefined,
    )
    renderPage()
    const dialog = await openCompose()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    expect(within(dialog).getByText('Add at least one recipient.')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'nope,' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    expect(within(dialog).getByText('Not a valid address: nope')).toBeTruthy()
    expect(calls('/apps/email/send')).toHaveLength(0)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove nope' }))
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'client@demo.com,' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    expect(calls('/apps/email/send')).toHaveLength(1)
    expect(within(dialog).getByText('A subject is required.')).toBeTruthy()
    expect(within(dialog).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses files over 10 MB without uploading them', async () => {
    renderPage()
    const dialog = await openCompose()
    const big = new File(['x'], 'video.mp4')
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 })
    fireEvent.change(within(dialog).getByLabelText('Attach files'), { target: { files: [big] } })
    expect(within(dialog).getByText('Too large (10 MB max)')).toBeTruthy()
    expect(FakeXHR.last).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove video.mp4' }))
    expect(within(dialog).queryByText('video.mp4')).toBeNull()
  })

  it('replies with the original quoted and inReplyTo', async () => {
    stubFetch((url) => {
      if (url.startsWith('/apps/email/get-email')) return { body: mail({ id: 1, subject: 'Shares meeting', message: '<p>Original text</p>' }) }
      if (url === '/apps/email/send') return { status: 201, body: { email: sentCopy, notDelivered: [] } }
      return undefined
    })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: /^Emma Martin.*Shares meeting/ }))
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reply' })
    const editor = await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 5000 })
    expect(editor.textContent).toMatch(/Emma Martin wrote:/)
    expect(editor.querySelector('blockquote')?.textContent).toBe('Original text')
    // The token shows the sender's name; its address is the title and the remove button's name.
    expect(within(dialog).getByText('Emma Martin').closest('li')?.getAttribute('title')).toBe('emma@demo.com')
    expect(within(dialog).getByRole('button', { name: 'Remove emma@demo.com' })).toBeTruthy()
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Re: Shares meeting')

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })))
    const body = bodyOf('/apps/email/send')
    expect(body).toMatchObject({ to: ['emma@demo.com'], subject: 'Re: Shares meeting', inReplyTo: 1 })
    expect(String(body.message)).toContain('<blockquote><p>Original text</p></blockquote>')
    expect(toast.warning).not.toHaveBeenCalled()
  })

  it('reopens a draft, saves it with its id, and offers to save on Esc', async () => {
    const draft = mail({ id: 5, folder: 'draft', subject: 'Half written', to: [{ name: 'Bob', email: 'bob@example.org' }], cc: [], message: '<p>Draft body</p>' })
    stubFetch((url) => (url === '/apps/email/drafts' ? { body: { email: draft } } : undefined))
    renderPage({ emails: [draft], filter: { folder: 'draft', label: '', q: '', page: 1, perPage: 20 } })
    fireEvent.click(screen.getByRole('button', { name: /^To: Bob.*Half written/ }))
    let dialog = await screen.findByRole('dialog', { name: 'Draft' })
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Half written')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' })))
    expect(bodyOf('/apps/email/drafts')).toMatchObject({ to: ['bob@example.org'], subject: 'Half written', message: '<p>Draft body</p>', draftId: 5 })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toast.success).toHaveBeenCalledWith('Draft saved')

    // Changed, then Esc: the confirm saves it.
    const confirm = vi.fn(() => true)
    vi.stubGlobal('confirm', confirm)
    fireEvent.click(screen.getByRole('button', { name: /^To: Bob.*Half written/ }))
    dialog = await screen.findByRole('dialog', { name: 'Draft' })
    fireEvent.change(within(dialog).getByLabelText('Subject'), { target: { value: 'Fully written' } })
    fireEvent.keyDown(within(dialog).getByLabelText('Subject'), { key: 'Escape' })
    expect(confirm).toHaveBeenCalledWith('Save this message as a draft before closing?')
    await waitFor(() => expect(calls('/apps/email/drafts')).toHaveLength(2))
    expect(bodyOf('/apps/email/drafts', 1)).toMatchObject({ subject: 'Fully written', draftId: 5 })
  })
})
