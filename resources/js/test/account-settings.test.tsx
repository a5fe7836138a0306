import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { router } from '@inertiajs/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/pages/account-settings' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

// Headless UI's transitions ask for the element's animations, which jsdom lacks.
Element.prototype.getAnimations ??= () => []

import type { AccountInfo, Device, SettingsProps } from '../Components/Account/types'
import Settings from '../Pages/Account/Settings'

type Options = { onSuccess?: (page: unknown) => void; onError?: (e: Record<string, string>) => void; onFinish?: () => void; onStart?: () => void }
let post: ReturnType<typeof vi.spyOn>
let del: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>
let reload: ReturnType<typeof vi.spyOn>

function account(over: Partial<AccountInfo> = {}): AccountInfo {
  return {
    firstName: 'Inès',
    lastName: 'Baron',
    fullName: 'Inès Baron',
    email: 'ines@exemple.coop',
    username: 'ines',
    avatar: '',
    phone: '',
    organisation: 'Les Jardins',
    addressLine: '',
    city: 'Lyon',
    postcode: '',
    country: 'France',
    language: 'fr',
    timeZone: 'Europe/Paris',
    role: 'manager',
    isMember: false,
    isLastAdmin: false,
    pendingEmail: null,
    emailChangeAvailable: true,
    ...over,
  }
}

const device = (over: Partial<Device>): Device => ({
  id: 'd1',
  kind: 'browser',
  browser: 'Firefox',
  os: 'Linux',
  userAgent: 'Mozilla/5.0',
  address: '192.0.2.1',
  signedInAt: '2026-11-20T10:00:00Z',
  lastSeenAt: '2026-11-24T10:00:00Z',
  current: false,
  ...over,
})

function props(over: Partial<SettingsProps> = {}): SettingsProps {
  return {
    tab: 'account',
    account: account(),
    timeZones: ['Europe/Paris', 'Europe/Lisbon', 'America/New_York', 'America/Sao_Paulo'],
    security: { twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }, passwordChangedAt: null },
    devices: {
      sessions: [device({ id: 'me', current: true, browser: 'Chrome' }), device({ id: 'other', os: 'Android', browser: 'Firefox' })],
      apiClients: [device({ id: 'api1', kind: 'api', browser: '', os: '' })],
    },
    notifications: {
      kinds: ['mail', 'chat', 'task', 'event', 'approval', 'application', 'contact'].map((kind) => ({ kind, inApp: true, email: kind === 'task' })),
      emailAvailable: true,
    },
    billing: null,
    ...over,
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const ACTIVITY = '/api/account/activity'
const noActivity = { rows: [], total: 0, capped: false, page: 1, perPage: 25, retentionDays: 90 }

/**
 * The security tab also reads one's own activity (GET /api/account/activity):
 * answered from `activity` here, so that `mock` sees only the calls its test checks.
 */
function stubFetch(mock: (url: string, init: RequestInit) => Promise<Response>, activity: (url: string) => unknown = () => noActivity) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => (String(url).startsWith(ACTIVITY) ? Promise.resolve(json(activity(String(url)))) : mock(url, init)))
}

beforeEach(() => {
  page.current = { url: '/pages/account-settings', props: { auth: { user: { id: 3 } }, app: { name: 'Partage' }, errors: {} } }
  post = vi.spyOn(router, 'post').mockImplementation(() => undefined)
  del = vi.spyOn(router, 'delete').mockImplementation(() => undefined)
  replace = vi.spyOn(router, 'replace').mockImplementation(() => undefined)
  reload = vi.spyOn(router, 'reload').mockImplementation(() => undefined)
  vi.clearAllMocks()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('tabs', () => {
  it('opens the tab of the URL and puts the chosen one in it, without a trip to the server', () => {
    render(<Settings {...props({ tab: 'security' })} />)
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/account-settings?tab=notifications', preserveState: true }))
    const { props: next } = replace.mock.calls[0]![0] as { props: (p: Record<string, unknown>) => Record<string, unknown> }
    expect(next({ tab: 'security', account: 1 })).toEqual({ tab: 'notifications', account: 1 })
  })

  it('shows Billing only when there is something to bill', () => {
    const { unmount } = render(<Settings {...props()} />)
    expect(screen.queryByRole('tab', { name: 'Billing' })).toBeNull()
    unmount()
    render(
      <Settings
        {...props({
          tab: 'billing',
          billing: { plan: { name: 'team', price: 2900, features: ['users.plans.features.members10'] }, invoices: [{ id: 4987, issuedDate: '2026-10-01', invoiceStatus: 'Paid', totalCents: 12000, balanceCents: 0 }] },
        })}
      />,
    )
    expect(screen.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Billing' })
    expect(within(panel).getByText('Team')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: /4987/ }).getAttribute('href')).toBe('/apps/invoice/preview/4987')
  })
})

describe('account tab', () => {
  it('saves the details on their own, with the languages by their own names, and shows the errors under the fields', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onError?.({ phone: 'Not a phone number.' })
      options.onFinish?.()
    }) as never)
    render(<Settings {...props()} />)
    const panel = screen.getByRole('tabpanel', { name: 'Account' })
    const language = within(panel).getByRole('combobox', { name: 'Language' })
    expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['As my browser says', 'English', 'Français', 'Deutsch', 'Português'])
    fireEvent.change(language, { target: { value: 'de' } })
    fireEvent.change(within(panel).getByLabelText('Phone'), { target: { value: 'abc' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(post).toHaveBeenCalledWith(
      '/pages/account-settings/account',
      { firstName: 'Inès', lastName: 'Baron', phone: 'abc', organisation: 'Les Jardins', addressLine: '', city: 'Lyon', postcode: '', country: 'France', language: 'de', timeZone: 'Europe/Paris' },
      expect.objectContaining({ preserveScroll: true }),
    )
    expect(await within(panel).findByText('Not a phone number.')).toBeTruthy()
    expect((within(panel).getByLabelText('Phone') as HTMLInputElement).value).toBe('abc')
  })

  it('finds a time zone by a word of it', async () => {
    render(<Settings {...props()} />)
    const panel = screen.getByRole('tabpanel', { name: 'Account' })
    const box = within(panel).getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement
    expect(box.value).toBe('Europe / Paris')
    fireEvent.change(box, { target: { value: 'sao' } })
    await screen.findByRole('option', { name: 'America / Sao Paulo' })
    expect(screen.queryByRole('option', { name: 'Europe / Lisbon' })).toBeNull()
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(box.value).toBe('America / Sao Paulo'))
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    expect(post).toHaveBeenCalledWith('/pages/account-settings/account', expect.objectContaining({ timeZone: 'America/Sao_Paulo' }), expect.anything())
  })

  it('uploads a picture as a form, refusing what the server would refuse', () => {
    render(<Settings {...props()} />)
    const input = screen.getByLabelText('Profile picture file') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } })
    expect(screen.getByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy()
    const png = new File(['png'], 'a.png', { type: 'image/png' })
    URL.createObjectURL ??= () => 'blob:preview'
    URL.revokeObjectURL ??= () => undefined
    fireEvent.change(input, { target: { files: [png] } })
    expect(post).toHaveBeenCalledWith('/pages/account-settings/avatar', { avatar: png }, expect.objectContaining({ forceFormData: true }))
  })

  it('changes the e-mail through a link: asks the new address and the password; a pending change can be cancelled', () => {
    const { unmount } = render(<Settings {...props()} />)
    const card = screen.getByRole('region', { name: 'Sign-in e-mail' })
    expect((within(card).getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true)
    fireEvent.click(within(card).getByRole('button', { name: 'Change' }))
    const form = within(card).getByRole('form', { name: 'Change the sign-in e-mail' })
    fireEvent.change(within(form).getByLabelText('New e-mail'), { target: { value: 'ines@nouveau.coop' } })
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'secret-pw' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }))
    expect(post).toHaveBeenCalledWith('/pages/account-settings/email', { email: 'ines@nouveau.coop', password: 'secret-pw' }, expect.anything())
    unmount()

    render(<Settings {...props({ account: account({ pendingEmail: { email: 'ines@nouveau.coop', expiresAt: '2026-11-25T10:00:00Z' } }) })} />)
    const pending = screen.getByRole('region', { name: 'Sign-in e-mail' })
    expect(within(pending).getByText(/Waiting for confirmation at ines@nouveau\.coop\./)).toBeTruthy()
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel the change' }))
    expect(del).toHaveBeenCalledWith('/pages/account-settings/email', expect.anything())
  })

  it('offers no change when the server sends no mail, says an administrator can; a change asked before can still be cancelled', () => {
    const { unmount } = render(<Settings {...props()} />)
    expect(within(screen.getByRole('region', { name: 'Sign-in e-mail' })).queryByText(/needs a confirmation link sent by e-mail/)).toBeNull()
    unmount()

    render(
      <Settings
        {...props({ account: account({ emailChangeAvailable: false, pendingEmail: { email: 'ines@nouveau.coop', expiresAt: '2026-11-25T10:00:00Z' } }) })}
      />,
    )
    const card = screen.getByRole('region', { name: 'Sign-in e-mail' })
    expect((within(card).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ines@exemple.coop')
    expect(within(card).queryByRole('button', { name: 'Change' })).toBeNull()
    expect(within(card).queryByRole('form', { name: 'Change the sign-in e-mail' })).toBeNull()
    expect(
      within(card).getByText(
        'Changing your sign-in e-mail needs a confirmation link sent by e-mail, and this server sends none. An administrator can change it for you.',
      ),
    ).toBeTruthy()
    expect(within(card).getByText(/Waiting for confirmation at ines@nouveau\.coop\./)).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel the change' }))
    expect(del).toHaveBeenCalledWith('/pages/account-settings/email', expect.anything())
    expect(post).not.toHaveBeenCalled()
  })

  it('deletes the account after the password; a member is sent to the exit procedure; the last admin cannot', async () => {
    const { unmount } = render(<Settings {...props()} />)
    let zone = screen.getByRole('region', { name: 'Delete my account' })
    fireEvent.click(within(zone).getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'pw' } })
    fireEvent.click(confirm)
    expect(post).toHaveBeenCalledWith('/pages/account-settings/delete', { password: 'pw' }, expect.anything())
    unmount()

    const member = render(<Settings {...props({ account: account({ isMember: true, role: 'member' }) })} />)
    zone = screen.getByRole('region', { name: 'Delete my account' })
    expect(within(zone).queryByRole('button')).toBeNull()
    expect(within(zone).getByRole('link', { name: 'Go to my cooperative page' }).getAttribute('href')).toBe('/coop/profil')
    member.unmount()

    render(<Settings {...props({ account: account({ isLastAdmin: true, role: 'admin' }) })} />)
    zone = screen.getByRole('region', { name: 'Delete my account' })
    const button = within(zone).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(within(zone).getByText(/only administrator/)).toBeTruthy()
  })
})

describe('security tab', () => {
  it('changes the password, each field showing its error', async () => {
    post.mockImplementation(((_url: string, _data: unknown, options: Options) => {
      options.onError?.({ currentPassword: 'Wrong password.', passwordConfirmation: 'The two passwords differ.' })
      options.onFinish?.()
    }) as never)
    render(<Settings {...props({ tab: 'security' })} />)
    const card = screen.getByRole('region', { name: 'Password' })
    fireEvent.change(within(card).getByLabelText('Current password'), { target: { value: 'old' } })
    fireEvent.change(within(card).getByLabelText('New password'), { target: { value: 'a-new-long-one' } })
    fireEvent.change(within(card).getByLabelText('Confirm the new password'), { target: { value: 'a-new-long-two' } })
    const show = within(card).getByRole('button', { name: 'Show New password' })
    fireEvent.click(show)
    expect((within(card).getByLabelText('New password') as HTMLInputElement).type).toBe('text')
    expect(show.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(card).getByRole('button', { name: 'Change the password' }))
    expect(post).toHaveBeenCalledWith('/pages/account-settings/password', { currentPassword: 'old', password: 'a-new-long-one', passwordConfirmation: 'a-new-long-two' }, expect.anything())
    expect(await within(card).findByText('Wrong password.')).toBeTruthy()
    expect(within(card).getByText('The two passwords differ.')).toBeTruthy()
  })

  it('enables two-step sign-in: QR as an image, the key in fours, a wrong code refused, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`)
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/setup')) return json({ secret: 'JBSWY3DPEHPK3PXPJBSW', otpauthUri: 'otpauth://totp/Partage:ines?secret=JBSWY3DPEHPK3PXPJBSW', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' })
      const { code } = JSON.parse(String(init.body)) as { code: string }
      if (code === '000000') return json({ error: { code: 'invalid', message: 'Wrong code.', fields: { code: 'Wrong code.' } } }, 422)
      return json({ recoveryCodes: codes })
    })
    stubFetch(fetchMock)
    render(<Settings {...props({ tab: 'security' })} />)
    const card = screen.getByRole('region', { name: 'Two-step sign-in' })
    fireEvent.click(within(card).getByRole('button', { name: 'Enable' }))
    const img = (await within(card).findByRole('img', { name: /QR code/ })) as HTMLImageElement
    expect(img.src.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(atob(img.src.split(',')[1]!)).toContain('<svg')
    expect(card.querySelector('script')).toBeNull()
    expect(within(card).getByTestId('two-step-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW')
    const input = within(card).getByLabelText('Code from the app')
    fireEvent.change(input, { target: { value: '12' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }))
    expect(await within(card).findByText('The code has 6 digits.')).toBeTruthy()
    fireEvent.change(input, { target: { value: '000000' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }))
    expect(await within(card).findByText('Wrong code.')).toBeTruthy()
    fireEvent.change(input, { target: { value: '123 456' } })
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm' }))
    const list = await within(card).findByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes)
    expect(JSON.parse(String((fetchMock.mock.calls[2] as unknown as [string, RequestInit])[1].body))).toEqual({ code: '123456' })
    fireEvent.click(within(card).getByRole('button', { name: 'I saved them' }))
    expect(reload).toHaveBeenCalledWith({ only: ['security'] })
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).toBeNull()
  })

  it('when on: disabling asks the password, a wrong one said under it', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { password } = JSON.parse(String(init.body)) as { password: string }
      if (password === 'bad') return json({ error: { code: 'invalid', message: 'Wrong password.', fields: { password: 'Wrong password.' } } }, 422)
      return json({ security: {} })
    })
    stubFetch(fetchMock)
    render(<Settings {...props({ tab: 'security', security: { twoStep: { enabled: true, enabledAt: '2026-11-01T09:00:00Z', recoveryCodesLeft: 1 }, passwordChangedAt: null } })} />)
    const card = screen.getByRole('region', { name: 'Two-step sign-in' })
    expect(within(card).getByText(/1 recovery code left\./)).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }))
    const dialog = await screen.findByRole('dialog', { name: 'Disable two-step sign-in?' })
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'bad' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }))
    expect(await within(dialog).findByText('Wrong password.')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'good' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ only: ['security'] }))
    expect(fetchMock).toHaveBeenLastCalledWith('/pages/account-settings/two-step/disable', expect.objectContaining({ method: 'POST' }))
  })

  it('lists the devices, this one first and without Sign out; signs one out and reads only the devices again', async () => {
    const fetchMock = vi.fn(async () => json({ devices: {} }))
    stubFetch(fetchMock)
    render(<Settings {...props({ tab: 'security' })} />)
    const card = screen.getByRole('region', { name: 'Devices' })
    const browsers = within(card).getByRole('list', { name: 'Browsers' })
    const rows = within(browsers).getAllByRole('listitem')
    expect(rows[0]!.textContent).toContain('Chrome on Linux')
    expect(rows[0]!.textContent).toContain('This device')
    expect(within(rows[0]!).queryByRole('button')).toBeNull()
    expect(within(card).getByRole('list', { name: 'Apps and API clients' }).textContent).toContain('API client')
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out Firefox on Android' }))
    await waitFor(() => expect(reload).toHaveBeenCalledWith(expect.objectContaining({ only: ['devices'] })))
    expect(fetchMock).toHaveBeenCalledWith('/pages/account-settings/devices/other/sign-out', expect.objectContaining({ method: 'POST' }))
  })

  it('signs out everywhere else after a confirmation', async () => {
    const fetchMock = vi.fn(async () => json({ devices: {} }))
    stubFetch(fetchMock)
    render(<Settings {...props({ tab: 'security' })} />)
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' })
    expect(dialog.textContent).toContain('2 other devices')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' })))
    expect(fetchMock).toHaveBeenCalledWith('/pages/account-settings/devices/sign-out-others', expect.objectContaining({ method: 'POST' }))
    expect(reload).toHaveBeenCalledWith(expect.objectContaining({ only: ['devices'] }))
  })
})

describe('notifications tab', () => {
  it('saves each kind in the app and by e-mail', () => {
    render(<Settings {...props({ tab: 'notifications' })} />)
    const panel = screen.getByRole('tabpanel', { name: 'Notifications' })
    expect(within(panel).getAllByRole('row')).toHaveLength(8)
    fireEvent.click(within(panel).getByRole('switch', { name: 'Mention in the chat: in the app' }))
    fireEvent.click(within(panel).getByRole('switch', { name: 'Event invitation: by e-mail' }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }))
    const [url, data] = post.mock.calls[0] as [string, { prefs: { kind: string; inApp: boolean; email: boolean }[] }]
    expect(url).toBe('/pages/account-settings/notifications')
    expect(data.prefs.map((p) => p.kind)).toEqual(['mail', 'chat', 'task', 'event', 'approval', 'application', 'contact'])
    expect(data.prefs.find((p) => p.kind === 'chat')).toEqual({ kind: 'chat', inApp: false, email: false })
    expect(data.prefs.find((p) => p.kind === 'event')).toEqual({ kind: 'event', inApp: true, email: true })
    expect(data.prefs.find((p) => p.kind === 'task')).toEqual({ kind: 'task', inApp: true, email: true })
  })

  it('turns the e-mail column off, saying why, when the server cannot send mail', () => {
    render(<Settings {...props({ tab: 'notifications', notifications: { ...props().notifications, emailAvailable: false } })} />)
    const panel = screen.getByRole('tabpanel', { name: 'Notifications' })
    expect(within(panel).getByText(/does not send e-mail/)).toBeTruthy()
    const task = within(panel).getByRole('switch', { name: 'Task assigned to you: by e-mail' })
    expect(task.getAttribute('aria-disabled') ?? task.hasAttribute('disabled').toString()).toBe('true')
    expect(task.getAttribute('aria-checked')).toBe('false')
  })
})

describe('own activity', () => {
  const row = (id: number, kind: 'visit' | 'sign_in', route = '') => ({
    id,
    kind,
    userId: 3,
    userName: 'Inès',
    userEmail: 'ines@example.org',
    route,
    device: 'mobile' as const,
    at: '2026-11-20T08:30:00Z',
  })

  it('lists one’s sign-ins and visits a page at a time, and says how long they are kept', async () => {
    const asked: string[] = []
    stubFetch(
      async () => json({}),
      (url) => {
        asked.push(url)
        return url.includes('page=1')
          ? { ...noActivity, rows: [row(9, 'sign_in'), row(8, 'visit', '/apps/todo')], total: 3, retentionDays: 30 }
          : { ...noActivity, rows: [row(7, 'visit', '/apps/calendar')], total: 3, page: 2, retentionDays: 30 }
      },
    )
    render(<Settings {...props({ tab: 'security' })} />)
    const card = screen.getByRole('region', { name: 'Your recent activity' })
    const list = await within(card).findByRole('list', { name: 'Your recent activity' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(card.textContent).toContain('They are kept 30 days')
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Signed in')
    fireEvent.click(within(card).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
    expect(within(card).queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(asked).toEqual(['/api/account/activity?page=1&perPage=25', '/api/account/activity?page=2&perPage=25'])
  })
})
