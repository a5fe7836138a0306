import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { router } from '@inertiajs/react'
import type { SharedProps } from '../lib/types'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import AppLayout from '../Layouts/AppLayout'
import AccessControlIndex from '../Pages/AccessControl/Index'
import Login from '../Pages/Auth/Login'
import Register from '../Pages/Auth/Register'
import ResetPassword from '../Pages/Auth/ResetPassword'
import ErrorPage from '../Pages/Misc/Error'
import NotAuthorized from '../Pages/Misc/NotAuthorized'
import ComingSoon from '../Pages/Misc/ComingSoon'
import Maintenance from '../Pages/Misc/Maintenance'
import BlankLayout from '../Layouts/BlankLayout'
import { admin, client } from './fixtures'


function setPage(overrides: Partial<SharedProps> = {}, url = '/') {
  const props: SharedProps = {
    auth: { user: null, abilities: [] },
    app: {
      name: 'Partage',
      canRegister: true,
      demoAccounts: [
        { email: 'admin@demo.com', password: 'admin', role: 'admin' },
        { email: 'client@demo.com', password: 'client', role: 'client' },
      ],
    },
    errors: {},
    ...overrides,
  }
  page.current = { props, url }
}

let visit: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
  setPage()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Auth/Login', () => {
  it('has labelled fields, links and the demo accounts', () => {
    render(<Login variant="v1" />)
    expect(screen.getByLabelText('Email')).toBeTruthy()
    expect(screen.getByLabelText('Password')).toBeTruthy()
    expect(screen.getByLabelText('Remember me')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
    expect(screen.getByRole('button', { name: 'Admin: admin@demo.com / admin' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Client: client@demo.com / client' })).toBeTruthy()
  })

  it('v2 links stay in v2', () => {
    render(<Login variant="v2" />)
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password-v2')
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register-v2')
  })

  it('hides "Create an account" when registration is closed', () => {
    setPage({ app: { name: 'Partage', canRegister: false, demoAccounts: [] } })
    render(<Login variant="v1" />)
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull()
  })

  it('fills the form from a demo account and posts email, password, remember to /login', () => {
    render(<Login variant="v1" />)
    fireEvent.click(screen.getByRole('button', { name: 'Client: client@demo.com / client' }))
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('client@demo.com')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('client')
    fireEvent.click(screen.getByLabelText('Remember me'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(visit).toHaveBeenCalledTimes(1)
    const [url, options] = visit.mock.calls[0] as [string, { method: string; data: unknown }]
    expect(String(url)).toContain('/login')
    expect(options.method).toBe('post')
    expect(options.data).toEqual({ email: 'client@demo.com', password: 'client', remember: true })
  })
})

describe('Auth/Register', () => {
  it('requires the terms before posting full name, username, email, password to /register', () => {
    render(<Register variant="v1" />)
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Jane Doe' } })
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(visit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toContain('accept')

    fireEvent.click(screen.getByLabelText('I agree to the privacy policy & terms'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    const [url, options] = visit.mock.calls[0] as [string, { method: string; data: unknown }]
    expect(String(url)).toContain('/register')
    expect(options.data).toEqual({ fullName: 'Jane Doe', username: 'jane', email: 'jane@example.com', password: 'secret123' })
  })
})

describe('Auth/ResetPassword', () => {
  it('posts token, email, password, password_confirmation to /reset-password', () => {
    render(<ResetPassword variant="v1" token="tok" email="jane@example.com" />)
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'n3w-pass' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'n3w-pass' } })
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    const [url, options] = visit.mock.calls[0] as [string, { method: string; data: unknown }]
    expect(String(url)).toContain('/reset-password')
    expect(options.data).toEqual({ token: 'tok', email: 'jane@example.com', password: 'n3w-pass', password_confirmation: 'n3w-pass' })
  })
})

describe('Misc pages', () => {
  it.each([
    [404, 'Page Not Found'],
    [500, 'Something went wrong'],
    [503, 'Under maintenance'],
  ])('Error %i shows "%s"', (status, title) => {
    render(<ErrorPage status={status} />)
    expect(screen.getByRole('heading', { name: title })).toBeTruthy()
  })

  it('NotAuthorized sends clients back to /access-control', () => {
    setPage({ auth: { user: client, abilities: client.ability } })
    render(<NotAuthorized />)
    expect(screen.getByRole('heading', { name: 'You are not authorized!' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/access-control')
  })

  it('NotAuthorized sends admins back to /', () => {
    setPage({ auth: { user: admin, abilities: admin.ability } })
    render(<NotAuthorized />)
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })
})

describe('AppLayout and AccessControl', () => {
  const clientMenu = [
    { type: 'header' as const, title: 'menu.headers.other' },
    { type: 'link' as const, id: 'access-control', title: 'menu.accessControl', icon: 'shield', href: '/access-control' },
  ]

  it('shows the menu the server sends (active link marked), the page and the footer', () => {
    setPage({ auth: { user: admin, abilities: admin.ability }, menu: clientMenu }, '/access-control')
    const { unmount } = render(
      <AppLayout>
        <AccessControlIndex />
      </AppLayout>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(nav).getAllByRole('link')).toHaveLength(1)
    expect(within(nav).getByRole('link', { name: 'Access Control' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('Full administrative access')).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'manage' })).toBeTruthy()
    expect(screen.getByText(`© ${new Date().getFullYear()} Partage`)).toBeTruthy()
    unmount()

    setPage({ auth: { user: client, abilities: client.ability }, menu: clientMenu }, '/access-control')
    render(
      <AppLayout>
        <AccessControlIndex />
      </AppLayout>,
    )
    expect(screen.queryByText('Full administrative access')).toBeNull()
    expect(screen.getByRole('cell', { name: 'ACL' })).toBeTruthy()
  })
})

describe('Misc/ComingSoon and Misc/Maintenance', () => {
  it('ComingSoon names the page and leads home; it uses the shell when signed in, the blank layout otherwise', () => {
    setPage({ auth: { user: admin, abilities: admin.ability } })
    render(<ComingSoon title="menu.coop.parts" path="/coop/parts" />)
    expect(screen.getByRole('heading', { name: 'Coming soon 🚀' })).toBeTruthy()
    expect(screen.getByText('Interest shares')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    const layout = ComingSoon.layout as (props: Partial<SharedProps>) => unknown
    expect(layout({ auth: { user: admin, abilities: [] } })).toBe(AppLayout)
    expect(layout({ auth: { user: null, abilities: [] } })).toBe(BlankLayout)
  })

  it('Maintenance shows the server status', () => {
    render(<Maintenance status={503} />)
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeTruthy()
    expect(screen.getByText('503')).toBeTruthy()
  })
})
