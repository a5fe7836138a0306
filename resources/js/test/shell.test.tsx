import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MenuEntry, SharedProps } from '../lib/types'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', component: 'Dashboard/Home' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import AppLayout from '../Layouts/AppLayout'
import { resetLayout, setLayout } from '../lib/layout'
import { activeTrail } from '../lib/menu'
import { admin } from './fixtures'


const menu: MenuEntry[] = [
  { type: 'header', title: 'menu.headers.coop' },
  { type: 'link', id: 'coop-dashboard', title: 'menu.coop.dashboard', icon: 'layout-dashboard', href: '/' },
  { type: 'link', id: 'coop-taches', title: 'menu.coop.taches', icon: 'list-checks', href: '/apps/todo' },
  { type: 'header', title: 'menu.headers.dashboards' },
  {
    type: 'group',
    id: 'dashboards',
    title: 'menu.dashboards.title',
    icon: 'house',
    children: [{ type: 'link', id: 'dashboard-analytics', title: 'menu.dashboards.analytics', icon: 'activity', href: '/dashboard/analytics' }],
  },
  { type: 'header', title: 'menu.headers.apps' },
  { type: 'link', id: 'apps-email', title: 'menu.apps.email', icon: 'mail', href: '/apps/email', badge: { count: 3, tone: 'danger' } },
  { type: 'link', id: 'apps-todo', title: 'menu.apps.todo', icon: 'square-check', href: '/apps/todo' },
  {
    type: 'group',
    id: 'apps-invoice',
    title: 'menu.apps.invoice.title',
    icon: 'file-text',
    children: [
      { type: 'link', id: 'invoice-list', title: 'menu.apps.invoice.list', icon: 'circle', href: '/apps/invoice/list' },
      { type: 'link', id: 'invoice-preview', title: 'menu.apps.invoice.preview', icon: 'circle', href: '/apps/invoice/preview/4987' },
    ],
  },
  { type: 'link', id: 'mystery', title: 'menu.dataTable', icon: 'no-such-icon', href: '/tables/data-table' },
]

function setPage(overrides: Partial<SharedProps> = {}, url = '/') {
  page.current = {
    url,
    component: 'Dashboard/Home',
    props: {
      auth: { user: admin, abilities: admin.ability },
      app: { name: 'Partage', canRegister: true, demoAccounts: [] },
      errors: {},
      menu,
      userMenu: [{ id: 'profile', title: 'menu.pages.profile', icon: 'circle-user', href: '/pages/profile' }],
      notifications: { unread: 0, items: [] },
      cart: { count: 0, items: [] },
      ...overrides,
    },
  }
}

type Route = (url: string, init?: RequestInit) => unknown
let fetchMock: ReturnType<typeof vi.fn>

/** Stubs fetch: each call answers route(url, init) as JSON (undefined → 204). */
function stubFetch(route: Route) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = route(String(input), init)
    return body === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
}

const noBookmarks: Route = (url) => (url.startsWith('/api/bookmarks/data') ? { suggestions: [], bookmarks: [] } : undefined)

beforeEach(() => {
  resetLayout()
  stubFetch(noBookmarks)
  setPage()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('vertical menu', () => {
  it('renders headers, links, groups and badges from the menu prop', () => {
    render(<AppLayout>content</AppLayout>)
    const nav = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(nav).getByText('Apps')).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/')
    expect(within(nav).getByRole('link', { name: /Email/ }).textContent).toContain('3')
    expect(within(nav).getByRole('button', { name: 'Dashboards' }).getAttribute('aria-expanded')).toBe('false')
    // An unknown icon name falls back to a small circle rather than failing.
    expect(within(nav).getByRole('link', { name: /data table/i })).toBeTruthy()
    expect(within(nav).getAllByRole('link')).toHaveLength(5) // the closed groups' links are not rendered
  })

  it('highlights the link with the longest matching href and opens its groups', () => {
    setPage({}, '/apps/invoice/preview/4987?tab=1')
    render(<AppLayout>content</AppLayout>)
    const nav = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(nav).getByRole('button', { name: 'Invoice' }).getAttribute('aria-expanded')).toBe('true')
    expect(within(nav).getByRole('link', { name: 'Preview' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull()
  })

  it('opens and closes a group on click, one branch at a time', () => {
    setPage({}, '/apps/invoice/list')
    render(<AppLayout>content</AppLayout>)
    const nav = screen.getByRole('navigation', { name: 'Main menu' })
    const dashboards = within(nav).getByRole('button', { name: 'Dashboards' })
    fireEvent.click(dashboards)
    expect(dashboards.getAttribute('aria-expanded')).toBe('true')
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toBeTruthy()
    expect(within(nav).getByRole('button', { name: 'Invoice' }).getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(dashboards)
    expect(within(nav).queryByRole('link', { name: 'Analytics' })).toBeNull()
  })

  it('renders an empty menu when the server sends none', () => {
    setPage({ menu: undefined })
    render(<AppLayout>content</AppLayout>)
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByText('content')).toBeTruthy()
  })

  it('activeTrail: "/" matches only itself; one link of those sharing the best href is active; record links cover other ids', () => {
    expect([...activeTrail(menu, '/coop/unknown').active]).toEqual([])
    // Two links open /apps/todo: the first in menu order, or the one the user clicked.
    expect(activeTrail(menu, '/apps/todo')).toEqual({ active: new Set(['coop-taches']), ancestors: [] })
    expect([...activeTrail(menu, '/apps/todo', 'apps-todo').active]).toEqual(['apps-todo'])
    expect([...activeTrail(menu, '/apps/todo', 'invoice-list').active]).toEqual(['coop-taches'])
    expect(activeTrail(menu, '/apps/invoice/preview/12')).toEqual({ active: new Set(['invoice-preview']), ancestors: ['apps-invoice'] })
  })

  it('activeTrail: a link is active on the pages it covers (the profile on its cooperative tab)', () => {
    const profile: MenuEntry[] = [{ type: 'link', id: 'coop-profil', title: 'menu.coop.profil', icon: 'circle-user', href: '/pages/profile', covers: ['/coop/profil'] }]
    expect([...activeTrail(profile, '/pages/profile/12').active]).toEqual(['coop-profil'])
    expect([...activeTrail(profile, '/coop/profil').active]).toEqual(['coop-profil'])
    expect([...activeTrail(profile, '/coop/profile-other').active]).toEqual([])
  })
})

describe('layout store with the shell', () => {
  it('RTL: setting isRTL sets dir=rtl, from the store and from the customizer switch', async () => {
    setLayout({ isRTL: true })
    expect(document.documentElement.dir).toBe('rtl')
    setLayout({ isRTL: false })
    expect(document.documentElement.dir).toBe('ltr')

    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }))
    const rtl = await screen.findByRole('switch', { name: 'Right to left (RTL)' })
    fireEvent.click(rtl)
    expect(document.documentElement.dir).toBe('rtl')
    expect(JSON.parse(localStorage.getItem('partage.layout') ?? '{}')).toMatchObject({ isRTL: true })
  })
})

describe('global search', () => {
  const searchAnswer = {
    searchArr: [
      { groupTitle: 'Pages', searchLimit: 4, data: [{ id: 1, target: 'email', title: 'Email', icon: 'mail', link: '/apps/email', isBookmarked: false }] },
      { groupTitle: 'Files', searchLimit: 4, data: [{ title: 'Statuts.pdf', by: 'Léa', size: '1.2 MB', file: 'pdf', link: '/apps/email' }] },
      { groupTitle: 'Contacts', searchLimit: 4, data: [{ id: 7, title: 'Emma Martin', email: 'emma@example.org', img: '', date: '2026-01-02', link: '/apps/user/view/7' }] },
      {
        groupTitle: 'Articles',
        searchLimit: 4,
        data: [
          { kind: 'article', title: 'Emmener un proche', excerpt: 'Parrainer une adhésion.', section: 'Adhérer', link: '/pages/knowledge-base/adhesion/parrainer' },
          { kind: 'post', title: 'Emma rejoint le conseil', excerpt: '', link: '/pages/blog/detail/3' },
        ],
      },
    ],
  }

  it('Ctrl+K opens the dialog; typing searches (debounced) and shows results grouped; Enter opens one', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
    stubFetch((url) => (url.startsWith('/api/main-search/data') ? searchAnswer : noBookmarks(url)))
    render(<AppLayout>content</AppLayout>)

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    const dialog = await screen.findByRole('dialog')
    const input = within(dialog).getByRole('combobox', { name: 'Search pages, files, contacts and articles' })
    expect(within(dialog).getByText('Type to search pages, files, contacts and articles.')).toBeTruthy()

    fireEvent.change(input, { target: { value: 'em' } })
    fireEvent.change(input, { target: { value: 'emm' } })
    expect(await within(dialog).findByRole('group', { name: 'Contacts' })).toBeTruthy()
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/main-search/data'))
    expect(searches.map(([url]) => String(url))).toEqual(['/api/main-search/data?q=emm&lng=en'])

    expect(within(within(dialog).getByRole('group', { name: 'Pages' })).getByRole('option', { name: 'Email' })).toBeTruthy()
    expect(within(within(dialog).getByRole('group', { name: 'Files' })).getByRole('option', { name: /Statuts\.pdf/ })).toBeTruthy()
    expect(within(within(dialog).getByRole('group', { name: 'Contacts' })).getByRole('option', { name: /Emma Martin/ })).toBeTruthy()
    // An article says where it is from (the knowledge base and its category, or the blog) and what it says.
    const articles = within(within(dialog).getByRole('group', { name: 'Articles' }))
    expect(articles.getByRole('option', { name: /Emmener un proche.*Knowledge base · Adhérer — Parrainer une adhésion\./ })).toBeTruthy()
    expect(articles.getByRole('option', { name: /Emma rejoint le conseil.*Blog/ })).toBeTruthy()

    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(visit).toHaveBeenCalledWith('/apps/email'))
  })

  it('says so when nothing matches', async () => {
    stubFetch((url) => (url.startsWith('/api/main-search/data') ? { searchArr: searchAnswer.searchArr.map((g) => ({ ...g, data: [] })) } : noBookmarks(url)))
    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'zzz' } })
    expect(await within(dialog).findByText('No results for "zzz"')).toBeTruthy()
  })
})

describe('navbar dropdowns', () => {
  const notifications = {
    unread: 2,
    items: [
      { id: 11, title: { key: 'notifications.title' }, body: 'Your share request was approved.', link: '/coop/parts', read: false, createdAt: new Date().toISOString() },
      { id: 10, title: 'Welcome', body: 'Hello', link: '', read: true, createdAt: '2026-01-01T10:00:00Z' },
    ],
  }

  it('notifications: "mark all as read" posts {} and reloads notifications and menu', async () => {
    const reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
    setPage({ notifications })
    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }))
    expect(await screen.findByText('Your share request was approved.')).toBeTruthy()
    expect(screen.getByText('2 new')).toBeTruthy()

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }))
    })
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ only: ['notifications', 'menu'] }))
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')
    expect(post?.[1]).toMatchObject({ method: 'POST', body: '{}' })
    expect((post?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('notifications: clicking one marks it read and visits its link', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
    setPage({ notifications })
    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }))
    fireEvent.click(await screen.findByText('Your share request was approved.'))
    await waitFor(() => expect(visit).toHaveBeenCalledWith('/coop/parts'))
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read')
    expect(post?.[1]?.body).toBe('{"id":11}')
  })

  it('cart: an empty cart offers the shop', async () => {
    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Cart (0)' }))
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop')
  })

  it('bookmarks: the first four as icon links, the others in a dropdown, a star toggles one', async () => {
    const b = (id: number, title: string, isBookmarked = true) => ({ id, target: title.toLowerCase(), title, icon: 'mail', link: `/x/${id}`, isBookmarked })
    const bookmarks = [b(1, 'Email'), b(2, 'Chat'), b(3, 'Todo'), b(4, 'Calendar'), b(5, 'Invoice')]
    stubFetch((url) => {
      if (url.startsWith('/api/bookmarks/data')) return { suggestions: [...bookmarks, b(6, 'FAQ', false)], bookmarks }
      if (url.startsWith('/api/bookmarks/update')) return { suggestions: [...bookmarks, b(6, 'FAQ')], bookmarks: [...bookmarks, b(6, 'FAQ')] }
      return undefined
    })
    render(<AppLayout>content</AppLayout>)
    const bar = await screen.findByRole('navigation', { name: 'Bookmarks' })
    expect(within(bar).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('/x/1')
    expect(screen.getByRole('link', { name: 'Calendar' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Invoice' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More bookmarks' }))
    expect(await screen.findByRole('menuitem', { name: 'Invoice' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Bookmarks' }))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Find a page' }), { target: { value: 'fa' } })
    const star = screen.getByRole('button', { name: 'Bookmark FAQ' })
    expect(star.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(star)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark FAQ' }).getAttribute('aria-pressed')).toBe('true'))
    const post = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/bookmarks/update'))
    expect(post?.[1]?.body).toBe('{"id":6}')
  })

  it('user menu: name, role, userMenu links and Logout (POST /logout)', async () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
    render(<AppLayout>content</AppLayout>)
    fireEvent.click(screen.getByRole('button', { name: 'Account menu of Ada Admin' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Logout'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    const [url, options] = visit.mock.calls[0] as [string, { method: string }]
    expect(String(url)).toContain('/logout')
    expect(options.method).toBe('post')
  })
})
