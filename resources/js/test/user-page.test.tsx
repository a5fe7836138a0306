import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/apps/user/list' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import { LIST_DEFAULTS } from '../Components/User/listState'
import type { User, UserDetails, UserEditProps, UserFilter, UserListProps, UserViewProps } from '../Components/User/types'
import UserEdit from '../Pages/Apps/User/Edit'
import UserList from '../Pages/Apps/User/List'
import UserView from '../Pages/Apps/User/View'
import { admin, client } from './fixtures'

type Options = { onSuccess?: (page: unknown) => void; onError?: (e: Record<string, string>) => void; onFinish?: () => void; onStart?: () => void; forceFormData?: boolean }
let get: ReturnType<typeof vi.spyOn>
let post: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>

function user(over: Partial<User> = {}): User {
  return {
    id: 5,
    fullName: 'Inès Baron',
    username: 'ines.baron',
    email: 'ines.baron@exemple.coop',
    company: 'Les Jardins',
    country: 'France',
    contact: '+33 6 00 00 00 00',
    role: 'maintainer',
    currentPlan: 'company',
    status: 'pending',
    avatar: '',
    createdAt: '2026-03-12T10:00:00Z',
    ...over,
  }
}

const OPTIONS = { roles: ['admin', 'author', 'editor', 'maintainer', 'subscriber', 'client'], plans: ['basic', 'team', 'company', 'enterprise'], statuses: ['active', 'inactive', 'pending'] }
const EDIT_OPTIONS = { ...OPTIONS, genders: ['female', 'male', 'other'], languages: ['fr', 'en', 'de', 'pt', 'es', 'it', 'nl', 'ar'], contactOptions: ['email', 'message', 'phone'], networks: ['twitter', 'facebook', 'instagram', 'linkedin', 'github'] }
const DETAILS: UserDetails = { birthDate: '1985-04-23', phone: '', website: '', languages: ['fr'], gender: '', contactOptions: [], addressLine: '', city: 'Lyon', state: '', postcode: '', country: '' }
const SOCIAL = { twitter: '', facebook: '', instagram: '', linkedin: '', github: 'https://github.com/ines' }

function renderList(filter: Partial<UserFilter> = {}, over: Partial<UserListProps> = {}) {
  const users = [user(), user({ id: 1, fullName: admin.fullName, username: 'ada', role: 'admin', status: 'active' }), user({ id: 9, fullName: 'Zoé Martin', role: 'editor', status: 'inactive' })]
  return render(<UserList users={users} total={1234} filter={{ ...LIST_DEFAULTS, ...filter } as UserFilter} options={OPTIONS} counts={{ all: 1234, active: 1000, inactive: 200, pending: 34 }} {...over} />)
}

const visitOptions = (replaceIt = false) => ({ preserveState: true, preserveScroll: true, replace: replaceIt })

beforeEach(() => {
  page.current = { url: '/apps/user/list', props: { auth: { user: admin, abilities: admin.ability }, app: { name: 'Partage' }, errors: {} } }
  get = vi.spyOn(router, 'get').mockImplementation(() => undefined)
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  replace = vi.spyOn(router, 'replace').mockImplementation(() => undefined)
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('list', () => {
  it('shows the counts, the rows and the pager', () => {
    renderList({ page: 2 })
    expect(screen.getByText('1,234', { selector: 'p' })).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Users' })
    const ines = within(table).getByRole('link', { name: 'Inès Baron' }).closest('tr') as HTMLElement
    expect(ines.textContent).toContain('@ines.baron')
    expect(ines.textContent).toContain('Maintainer')
    expect(ines.textContent).toContain('Company')
    expect(ines.textContent).toContain('Pending')
    expect(within(ines).getByRole('link', { name: 'View Inès Baron' }).getAttribute('href')).toBe('/apps/user/view/5')
    expect(within(ines).getByRole('link', { name: 'Edit Inès Baron' }).getAttribute('href')).toBe('/apps/user/edit/5')
    expect(screen.getByText('Showing 11 to 13 of 1,234')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('columnheader', { name: /User/ }).getAttribute('aria-sort')).toBe('none')
  })

  it('sorts by a column, then the other way', () => {
    const { unmount } = renderList({ page: 3 })
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Plan/ })).getByRole('button'))
    expect(get).toHaveBeenCalledWith('/apps/user/list', { sortBy: 'currentPlan', sortDesc: 'false' }, visitOptions())
    unmount()
    renderList({ sortBy: 'currentPlan', sortDesc: false })
    expect(screen.getByRole('columnheader', { name: /Plan/ }).getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Plan/ })).getByRole('button'))
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', { sortBy: 'currentPlan', sortDesc: 'true' }, visitOptions())
  })

  it('filters from the three selects, back on page 1, and keeps the other filters', () => {
    renderList({ page: 4, status: 'active', perPage: 25 })
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } })
    expect(get).toHaveBeenCalledWith('/apps/user/list', { role: 'editor', status: 'active', perPage: '25' }, visitOptions())
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'team' } })
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', { currentPlan: 'team', status: 'active', perPage: '25' }, visitOptions())
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '50' } })
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', { status: 'active', perPage: '50' }, visitOptions())
  })

  it('searches 300 ms after the last keystroke, replacing the history entry', () => {
    vi.useFakeTimers()
    renderList({ role: 'editor', page: 2 })
    const box = screen.getByRole('searchbox', { name: 'Search users' })
    fireEvent.change(box, { target: { value: 'ba' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: 'baron ' } })
    act(() => vi.advanceTimersByTime(299))
    expect(get).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith('/apps/user/list', { q: 'baron', role: 'editor' }, visitOptions(true))
  })

  it('pages with the numbers and the arrows', () => {
    renderList({ page: 5 })
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }))
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', { page: '6' }, visitOptions())
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', { page: '4' }, visitOptions())
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(get).toHaveBeenLastCalledWith('/apps/user/list', {}, visitOptions())
  })

  it('links the export to what the list shows', () => {
    renderList({ q: 'ba', status: 'pending', page: 3, sortBy: 'email', sortDesc: false })
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/apps/users/export.csv?q=ba&status=pending&sortBy=email&sortDesc=false')
  })

  it('says when nothing matches and clears the filters', () => {
    renderList({ q: 'zzz', role: 'author', sortBy: 'email', sortDesc: false }, { users: [], total: 0 })
    expect(screen.getByText('No user matches "zzz".')).toBeTruthy()
    expect(screen.getByText('No users to show')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(get).toHaveBeenCalledWith('/apps/user/list', { sortBy: 'email', sortDesc: 'false' }, visitOptions())
  })

  it('goes to the last page that exists when the page is past the end', () => {
    renderList({ page: 9 }, { users: [], total: 35 })
    expect(get).toHaveBeenCalledWith('/apps/user/list', { page: '4' }, visitOptions(true))
  })

  it('deletes after the confirmation; no Delete on one’s own row', async () => {
    renderList()
    expect(screen.queryByRole('button', { name: `Delete ${admin.fullName}` })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Delete Zoé Martin' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this user?' })
    expect(dialog.textContent).toContain('Zoé Martin and everything about them')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }))
    expect(del).toHaveBeenCalledWith('/apps/users/delete?id=9', expect.objectContaining({ preserveScroll: true }))
  })

  it('hides the changes a reader may not make', () => {
    page.current.props = { ...page.current.props, auth: { user: client, abilities: [{ action: 'read', subject: 'User' }] } }
    renderList()
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull()
    expect(screen.getByRole('link', { name: 'View Zoé Martin' })).toBeTruthy()
  })

  it('adds a user from the panel, and keeps what was typed when the server refuses it', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onError?.({ email: 'This email is already in use.' })
      options.onFinish?.()
    }) as never)
    renderList()
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add user' })
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Léa Roux' } })
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'lea.roux' } })
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'lea@exemple.coop' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), { target: { value: 'editor' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Plan' }), { target: { value: 'team' } })
    expect(within(dialog).getByText(/you will get the invitation link to hand over/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(post).toHaveBeenCalledWith(
      '/apps/users/add-user',
      {
        user: { fullName: 'Léa Roux', username: 'lea.roux', email: 'lea@exemple.coop', company: '', country: '', contact: '', role: 'editor', currentPlan: 'team' },
        send: false, // no mail can leave: the list shows the invitation's link to copy
      },
      expect.objectContaining({ preserveScroll: true }),
    )
    expect(await within(dialog).findByText('This email is already in use.')).toBeTruthy()
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true')
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Léa Roux')
    // Editing the field clears its error.
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'lea.roux@exemple.coop' } })
    expect(within(dialog).queryByText('This email is already in use.')).toBeNull()
  })
})

describe('view', () => {
  function renderView(over: Partial<UserViewProps> = {}) {
    return render(
      <UserView
        user={user()}
        details={DETAILS}
        social={SOCIAL}
        activity={[
          { id: 3, kind: 'plan', params: { from: 'basic', to: 'company' }, actor: { id: 1, fullName: 'Ada Admin' }, createdAt: '2026-03-14T09:00:00Z' },
          { id: 2, kind: 'updated', params: { fields: ['email', 'company'] }, actor: null, createdAt: '2026-03-13T09:00:00Z' },
          { id: 1, kind: 'created', params: {}, actor: { id: 1, fullName: 'Ada Admin' }, createdAt: '2026-03-12T10:00:00Z' },
        ]}
        permissions={[{ action: 'read', subject: 'ACL' }]}
        plan={{ name: 'company', price: 9900, features: ['users.plans.features.members50'] }}
        invoices={[{ id: 4987, issuedDate: '2026-02-01', totalCents: 12050, invoiceStatus: 'Partial Payment', balanceCents: 2000 }]}
        me={false}
        {...over}
      />,
    )
  }

  it('shows the card, the plan, the timeline, the information, the permissions and the invoices', () => {
    renderView()
    const card = screen.getByRole('region', { name: 'Inès Baron' })
    expect(card.textContent).toContain('ines.baron@exemple.coop')
    expect(screen.getByText('€99.00')).toBeTruthy()
    expect(screen.getByText('Up to 50 members')).toBeTruthy()
    expect(screen.getByText('Plan changed from Basic to Company')).toBeTruthy()
    expect(screen.getByText('Updated: Email and Company')).toBeTruthy()
    expect(screen.getAllByText(/^by Ada Admin/)).toHaveLength(2)
    expect(screen.getByText('French')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/ines')
    expect(screen.getByRole('rowheader', { name: 'Access control' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open invoice #4987' }).getAttribute('href')).toBe('/apps/invoice/preview/4987')
    expect(screen.getByText('Partial payment')).toBeTruthy()
    expect(screen.getByText('€20.00')).toBeTruthy()
  })

  it('suspends and activates; a pending user may be either', () => {
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }))
    expect(post).toHaveBeenCalledWith('/apps/users/5/status', { status: 'inactive' }, expect.objectContaining({ preserveScroll: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }))
    expect(post).toHaveBeenLastCalledWith('/apps/users/5/status', { status: 'active' }, expect.anything())
  })

  it('deletes and goes back to the list', async () => {
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }))
    expect(del).toHaveBeenCalledWith('/apps/users/delete?id=5&back=list', expect.anything())
  })

  it('offers neither Suspend nor Delete on one’s own page', () => {
    renderView({ me: true, user: user({ status: 'active' }) })
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/apps/user/edit/5')
  })
})

describe('edit', () => {
  function renderEdit(over: Partial<UserEditProps> = {}) {
    return render(<UserEdit user={user({ id: 7 })} details={DETAILS} social={SOCIAL} tab="account" options={EDIT_OPTIONS} {...over} />)
  }

  it('opens the tab of the URL and puts the chosen one in it, without a trip to the server', () => {
    renderEdit({ tab: 'information' })
    expect(screen.getByRole('tab', { name: 'Information' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Social' }))
    expect(screen.getByRole('tab', { name: 'Social' }).getAttribute('aria-selected')).toBe('true')
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/apps/user/edit/7?tab=social', preserveState: true }))
    const { props } = replace.mock.calls[0]![0] as { props: (p: Record<string, unknown>) => Record<string, unknown> }
    expect(props({ tab: 'information', user: 1 })).toEqual({ tab: 'social', user: 1 })
  })

  it('saves the account on its own, and shows the server errors under the fields', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onError?.({ username: 'This username is already in use.' })
      options.onFinish?.()
    }) as never)
    renderEdit()
    const panel = screen.getByRole('tabpanel', { name: 'Account' })
    fireEvent.change(within(panel).getByLabelText('Username'), { target: { value: 'julien' } })
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Status' }), { target: { value: 'active' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(post).toHaveBeenCalledWith(
      '/apps/users/7/account',
      { username: 'julien', fullName: 'Inès Baron', email: 'ines.baron@exemple.coop', status: 'active', role: 'maintainer', currentPlan: 'company', company: 'Les Jardins', country: 'France', contact: '+33 6 00 00 00 00' },
      expect.objectContaining({ preserveScroll: true }),
    )
    expect(await within(panel).findByText('This username is already in use.')).toBeTruthy()
    expect((within(panel).getByLabelText('Username') as HTMLInputElement).value).toBe('julien')
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo changes' }))
    expect((within(panel).getByLabelText('Username') as HTMLInputElement).value).toBe('ines.baron')
  })

  it('saves the information with its lists in the catalogue’s order', () => {
    renderEdit({ tab: 'information' })
    const panel = screen.getByRole('tabpanel', { name: 'Information' })
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'German' }))
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Phone' }))
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Email' }))
    fireEvent.click(within(panel).getByRole('radio', { name: 'Other' }))
    fireEvent.change(within(panel).getByLabelText('Postcode'), { target: { value: '69001' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(post).toHaveBeenCalledWith(
      '/apps/users/7/information',
      { ...DETAILS, languages: ['fr', 'de'], contactOptions: ['email', 'phone'], gender: 'other', postcode: '69001' },
      expect.anything(),
    )
  })

  it('shows what the server stored once saved', () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onSuccess?.({ props: { social: { ...SOCIAL, twitter: 'https://twitter.com/ines' } } })
      options.onFinish?.()
    }) as never)
    renderEdit({ tab: 'social' })
    const panel = screen.getByRole('tabpanel', { name: 'Social' })
    fireEvent.change(within(panel).getByLabelText('Twitter'), { target: { value: 'https://TWITTER.com/ines' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(post).toHaveBeenCalledWith('/apps/users/7/social', { ...SOCIAL, twitter: 'https://TWITTER.com/ines' }, expect.anything())
    expect((within(panel).getByLabelText('Twitter') as HTMLInputElement).value).toBe('https://twitter.com/ines')
  })

  it('uploads a picture as a form, refusing what the server would refuse', () => {
    renderEdit()
    const input = screen.getByLabelText('Profile picture file') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } })
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy()
    expect(post).not.toHaveBeenCalled()
    const png = new File(['png'], 'a.png', { type: 'image/png' })
    URL.createObjectURL ??= () => 'blob:preview'
    URL.revokeObjectURL ??= () => undefined
    fireEvent.change(input, { target: { files: [png] } })
    expect(post).toHaveBeenCalledWith('/apps/users/7/avatar', { avatar: png }, expect.objectContaining({ forceFormData: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(del).not.toHaveBeenCalled() // no picture to reset
  })
})
