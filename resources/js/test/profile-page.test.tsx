import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/pages/profile', component: 'Profile/Show' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import type { Poll, Post, ProfileData } from '../Components/Profile/types'
import ProfileShow from '../Pages/Profile/Show'
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
const calls = (url: string, method = 'POST') => fetchMock.mock.calls.filter(([u, init]) => String(u) === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method)

const ME = { id: 1, fullName: 'Ada Admin', avatar: '' }
const COLLEAGUE = { id: 7, fullName: 'Claire Martin', avatar: '' }

function post(over: Partial<Post> = {}): Post {
  return { id: 40, author: COLLEAGUE, body: 'Bonjour\nà tous <b>https://exemple.coop</b>', createdAt: new Date(Date.now() - 3_600_000).toISOString(), photos: [], likes: 0, liked: false, likedUsers: [], comments: 0, detailedComments: [], canDelete: false, ...over }
}

function poll(over: Partial<Poll> = {}): Poll {
  return { id: 3, question: 'Pizza or salad?', closed: false, myVote: null, total: 0, options: [{ id: 31, label: 'Pizza', votes: null }, { id: 32, label: 'Salad', votes: null }], canClose: false, ...over }
}

function profile(own: boolean, over: Partial<ProfileData> = {}): ProfileData {
  const who = own ? ME : COLLEAGUE
  return {
    header: { ...who, role: own ? 'admin' : 'manager', cover: '', joinedAt: '2026-01-15T10:00:00Z', location: 'Lyon, France', organisation: 'Partage', isMe: own, canEdit: own },
    about: { text: 'I keep the books.', email: 'claire@exemple.coop', phone: '', languages: ['fr'], timeZone: 'Europe/Paris' },
    suggestedPages: [],
    feeds: [],
    posts: [],
    postsNext: null,
    photos: [],
    suggestions: [],
    polls: [],
    hasTiers: false,
    ...over,
  }
}

const renderPage = (data: ProfileData) => render(<ProfileShow profile={data} me={{ id: ME.id, isAdmin: true }} />)

beforeEach(() => {
  page.current = { url: '/pages/profile', component: 'Profile/Show', props: { auth: { user: admin, abilities: admin.ability }, errors: {} } }
  stubFetch()
  vi.clearAllMocks()
  let n = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo-${++n}`), revokeObjectURL: vi.fn() }))
})
afterEach(() => vi.unstubAllGlobals())

const image = (name: string, size = 1000, type = 'image/png') => {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

describe('owner-only controls', () => {
  it('shows the composer, cover, about edit and New poll on one’s own profile', () => {
    renderPage(profile(true, { polls: [poll({ canClose: true })], hasTiers: true }))
    expect(screen.getByRole('textbox', { name: 'What’s new?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change cover' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New poll' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close poll' })).toBeTruthy()
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' })
    expect(within(tabs).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page')
    expect(within(tabs).getByRole('link', { name: 'My cooperative' }).getAttribute('href')).toBe('/coop/profil')
    expect(screen.getByRole('button', { name: 'Write your first post' })).toBeTruthy()
  })

  it('hides them on a colleague’s profile, and words the empty states for them', () => {
    renderPage(profile(false, { polls: [poll()], hasTiers: true }))
    expect(screen.queryByRole('textbox', { name: 'What’s new?' })).toBeNull()
    for (const name of ['Change cover', 'Edit', 'New poll', 'Close poll', 'Write your first post']) expect(screen.queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('link', { name: 'My cooperative' })).toBeNull()
    expect(screen.getByText('They have not posted anything yet.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Claire Martin' })).toBeTruthy()
  })

  it('shows Delete only on posts and comments the reader may delete', () => {
    const comment = (id: number, canDelete: boolean) => ({ id, author: COLLEAGUE, body: `c${id}`, createdAt: '2026-03-01T10:00:00Z', canDelete })
    renderPage(profile(false, { posts: [post({ id: 1, canDelete: true, comments: 2, detailedComments: [comment(5, true), comment(6, false)] }), post({ id: 2 })] }))
    const [first, second] = screen.getAllByTestId('post')
    expect(within(first!).getByRole('button', { name: 'Delete the post' })).toBeTruthy()
    expect(within(first!).getAllByRole('button', { name: 'Delete the comment of Claire Martin' })).toHaveLength(1)
    expect(within(second!).queryByRole('button', { name: 'Delete the post' })).toBeNull()
  })
})

describe('posts', () => {
  it('keeps the text as typed: line breaks, no HTML, no auto-links', () => {
    renderPage(profile(false, { posts: [post()] }))
    const body = screen.getByText(/Bonjour/)
    expect(body.textContent).toBe('Bonjour\nà tous <b>https://exemple.coop</b>')
    expect(body.querySelector('a, b')).toBeNull()
  })

  it('composer: previews photos, removes one before sending, posts and shows the post', async () => {
    const created = post({ id: 99, author: ME, body: 'Hello team', photos: [{ id: 1, url: '/profile/photos/a.png' }], canDelete: true })
    stubFetch((url) => (url === '/profile/posts' ? { status: 201, body: { post: created } } : undefined))
    renderPage(profile(true))
    fireEvent.change(screen.getByRole('textbox', { name: 'What’s new?' }), { target: { value: 'Hello team' } })
    fireEvent.change(screen.getByLabelText('Photos to add'), { target: { files: [image('a.png'), image('b.png')] } })
    const chosen = screen.getByRole('list', { name: 'Photos to send' })
    expect(within(chosen).getAllByRole('img')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }))
    expect(within(chosen).getAllByRole('img')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(screen.getByText('Hello team')).toBeTruthy())
    const [, init] = calls('/profile/posts')[0]!
    const form = (init as RequestInit).body as FormData
    expect(form.get('body')).toBe('Hello team')
    expect((form.getAll('photos[]') as File[]).map((f) => f.name)).toEqual(['a.png'])
    expect((screen.getByRole('textbox', { name: 'What’s new?' }) as HTMLTextAreaElement).value).toBe('')
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull()
  })

  it('composer: refuses a fifth photo and a wrong type, and shows the server’s field error', async () => {
    stubFetch((url) => (url === '/profile/posts' ? { status: 422, body: { error: { code: 'invalid', message: 'bad', fields: { body: 'The post is too long.' } } } } : undefined))
    renderPage(profile(true))
    fireEvent.change(screen.getByLabelText('Photos to add'), { target: { files: [image('1.png'), image('2.png'), image('3.png'), image('4.png'), image('5.png')] } })
    expect(screen.getByText('At most 4 photos per post.')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Photos to send' })).getAllByRole('img')).toHaveLength(4)
    expect((screen.getByRole('button', { name: /Photos \(up to 4\)/ }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Remove 4.png' }))
    fireEvent.change(screen.getByLabelText('Photos to add'), { target: { files: [image('doc.pdf', 10, 'application/pdf')] } })
    expect(screen.getByText('Choose a JPEG, PNG or WebP picture.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'What’s new?' }), { target: { value: 'x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(screen.getByText('The post is too long.')).toBeTruthy())
    expect(screen.getByRole('textbox', { name: 'What’s new?' }).getAttribute('aria-invalid')).toBe('true')
  })

  it('composer: an empty post is not sent', () => {
    renderPage(profile(true))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(screen.getByText('Write something or add a photo.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('likes', () => {
  it('likes at once, keeps the server’s count, ignores a second click while sending, and unlikes', async () => {
    let answer!: (r: Response) => void
    fetchMock = vi.fn(() => new Promise<Response>((r) => (answer = r)))
    vi.stubGlobal('fetch', fetchMock)
    renderPage(profile(false, { posts: [post({ likes: 2 })] }))
    const like = screen.getByRole('button', { name: /^Like/ })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(like)
    fireEvent.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('likes').textContent).toBe('3')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(new Response(JSON.stringify({ likes: 5, liked: true }), { headers: { 'Content-Type': 'application/json' } })))
    expect(screen.getByTestId('likes').textContent).toBe('5')
    expect(screen.getByRole('list', { name: /Liked by 5 people/ })).toBeTruthy()
    expect(calls('/profile/posts/40/like', 'POST')).toHaveLength(1)

    fireEvent.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(calls('/profile/posts/40/like', 'DELETE')).toHaveLength(1)
  })

  it('takes a double click as one like, even once the first call is answered', async () => {
    stubFetch((url) => (url.endsWith('/like') ? { body: { likes: 1, liked: true } } : undefined))
    renderPage(profile(false, { posts: [post()] }))
    const like = screen.getByRole('button', { name: /^Like/ })
    fireEvent.click(like, { detail: 1 })
    await waitFor(() => expect(screen.getByTestId('likes').textContent).toBe('1'))
    fireEvent.click(like, { detail: 2 })
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('puts the like back when the server refuses it', async () => {
    stubFetch((url) => (url.endsWith('/like') ? { status: 403, body: { error: { code: 'forbidden', message: 'no' } } } : undefined))
    renderPage(profile(false, { posts: [post({ likes: 2 })] }))
    const like = screen.getByRole('button', { name: /^Like/ })
    fireEvent.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(screen.getByTestId('likes').textContent).toBe('2')
    await waitFor(() => expect(toast.error).toHaveBeenCalled())
  })
})

describe('comments', () => {
  it('adds a comment and deletes one', async () => {
    const mine = { id: 77, author: ME, body: 'Bravo !', createdAt: new Date().toISOString(), canDelete: true }
    stubFetch((url, init) => {
      if (url === '/profile/posts/40/comments') return { status: 201, body: { comment: mine, comments: 1 } }
      if (url === '/profile/comments/77' && init?.method === 'DELETE') return { body: { ok: true } }
      return undefined
    })
    renderPage(profile(false, { posts: [post()] }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Your comment' }), { target: { value: 'Bravo !' } })
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }))
    await waitFor(() => expect(screen.getByText('Bravo !')).toBeTruthy())
    expect(JSON.parse(String((calls('/profile/posts/40/comments')[0]![1] as RequestInit).body))).toEqual({ body: 'Bravo !' })
    expect(screen.getByText('1 comment')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete the comment of Ada Admin' }))
    await waitFor(() => expect(screen.queryByText('Bravo !')).toBeNull())
    expect(screen.getByText('0 comments')).toBeTruthy()
  })
})

describe('polls', () => {
  it('votes with a radio and Vote, and only then shows the results', async () => {
    const voted = poll({ myVote: 32, total: 4, options: [{ id: 31, label: 'Pizza', votes: 1 }, { id: 32, label: 'Salad', votes: 3 }] })
    stubFetch((url) => (url === '/profile/polls/3/vote' ? { body: { poll: voted } } : undefined))
    renderPage(profile(false, { polls: [poll({ total: 4 })] }))
    const card = screen.getByTestId('poll')
    expect(within(card).queryByRole('meter')).toBeNull()
    expect(within(card).queryByText(/%/)).toBeNull()
    const vote = within(card).getByRole('button', { name: 'Vote' }) as HTMLButtonElement
    expect(vote.disabled).toBe(true)
    fireEvent.click(within(card).getByRole('radio', { name: 'Salad' }))
    expect(vote.disabled).toBe(false)
    fireEvent.click(vote)
    await waitFor(() => expect(within(card).getAllByRole('meter')).toHaveLength(2))
    expect(JSON.parse(String((calls('/profile/polls/3/vote')[0]![1] as RequestInit).body))).toEqual({ optionId: 32 })
    expect(within(card).getByText('75%')).toBeTruthy()
    expect(within(card).getByText('25%')).toBeTruthy()
    expect(within(card).queryByRole('radio')).toBeNull()
    expect(within(card).getByText('4 votes')).toBeTruthy()
  })

  it('shows the results of a closed poll to someone who did not vote', () => {
    renderPage(profile(false, { polls: [poll({ closed: true, total: 1, options: [{ id: 31, label: 'Pizza', votes: 1 }, { id: 32, label: 'Salad', votes: 0 }] })] }))
    const card = screen.getByTestId('poll')
    expect(within(card).queryByRole('radio')).toBeNull()
    expect(within(card).getByText('100%')).toBeTruthy()
    expect(within(card).getByText('Closed')).toBeTruthy()
  })

  it('tells the reader when a second vote is refused', async () => {
    stubFetch((url) => (url === '/profile/polls/3/vote' ? { status: 409, body: { error: { code: 'conflict', message: 'You already voted.' } } } : undefined))
    renderPage(profile(false, { polls: [poll()] }))
    fireEvent.click(screen.getByRole('radio', { name: 'Pizza' }))
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You already voted.'))
  })

  it('the owner opens a poll of 2 to 6 options and closes it', async () => {
    const created = poll({ id: 8, question: 'Lunch?', canClose: true })
    stubFetch((url) => {
      if (url === '/profile/polls') return { status: 201, body: { poll: created } }
      if (url === '/profile/polls/8/close') return { body: { poll: { ...created, closed: true } } }
      return undefined
    })
    renderPage(profile(true))
    fireEvent.click(screen.getByRole('button', { name: 'New poll' }))
    const form = screen.getByRole('form', { name: 'New poll' })
    expect(within(form).queryByRole('button', { name: /Remove option/ })).toBeNull()
    for (let i = 0; i < 4; i++) fireEvent.click(within(form).getByRole('button', { name: 'Add an option' }))
    expect(within(form).getAllByRole('textbox', { name: /Option \d/ })).toHaveLength(6)
    expect(within(form).queryByRole('button', { name: 'Add an option' })).toBeNull()
    for (let i = 0; i < 4; i++) fireEvent.click(within(form).getByRole('button', { name: 'Remove option 3' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'Question' }), { target: { value: 'Lunch?' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Pizza' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Salad' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Create the poll' }))
    await waitFor(() => expect(screen.getByText('Lunch?')).toBeTruthy())
    expect(JSON.parse(String((calls('/profile/polls')[0]![1] as RequestInit).body))).toEqual({ question: 'Lunch?', options: ['Pizza', 'Salad'] })
    fireEvent.click(screen.getByRole('button', { name: 'Close poll' }))
    await waitFor(() => expect(screen.getByText('Closed')).toBeTruthy())
  })
})

describe('about', () => {
  it('the owner edits the about text in place; a refusal shows under the field', async () => {
    let n = 0
    stubFetch((url) => {
      if (url !== '/profile/about') return undefined
      n++
      return n === 1 ? { status: 422, body: { error: { code: 'invalid', message: 'bad', fields: { about: 'Too long.' } } } } : { body: { about: { ...profile(true).about, text: 'New words' } } }
    })
    renderPage(profile(true))
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'About you' }), { target: { value: 'New words' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Too long.')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'About you' })).toBeNull())
    expect(screen.getByText('New words')).toBeTruthy()
  })
})

describe('feed', () => {
  it('loads older posts with the cursor and hides "Load more" at the end', async () => {
    const older = post({ id: 12, body: 'An older post' })
    stubFetch((url) => (url.startsWith('/profile/posts?') ? { body: { posts: [older], postsNext: null } } : undefined))
    renderPage(profile(false, { posts: [post()], postsNext: '40' }))
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getByText('An older post')).toBeTruthy())
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/profile/posts?user=7&before=40')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getAllByTestId('post')).toHaveLength(2)
  })

  it('shows earlier comments a page at a time, before those shown, and hides the button when all are there', async () => {
    const comment = (id: number, body: string) => ({ id, author: COLLEAGUE, body, createdAt: '2026-11-20T10:00:00Z', canDelete: false })
    stubFetch((url) => (url === '/profile/posts/40/comments?before=30' ? { body: { comments: [comment(10, 'First of all'), comment(20, 'Then this')], more: false } } : undefined))
    renderPage(profile(false, { posts: [post({ comments: 3, detailedComments: [comment(30, 'The newest')] })] }))
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 earlier comments' }))
    await waitFor(() => expect(screen.getByText('First of all')).toBeTruthy())
    const texts = screen.getAllByText(/First of all|Then this|The newest/).map((n) => n.textContent)
    expect(texts).toEqual(['First of all', 'Then this', 'The newest'])
    expect(screen.queryByRole('button', { name: /earlier comment/ })).toBeNull()
  })

  it('deletes a post after the confirmation', async () => {
    stubFetch((url, init) => (url === '/profile/posts/40' && init?.method === 'DELETE' ? { body: { ok: true } } : undefined))
    renderPage(profile(true, { posts: [post({ author: ME, canDelete: true })] }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete the post' }))
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByTestId('post')).toBeNull())
    expect(screen.getByText('You have not posted yet')).toBeTruthy()
  })
})
