import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { router } from '@inertiajs/react'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/', flash: {} as Record<string, unknown> } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import ForgotPassword from '../Pages/Auth/ForgotPassword'
import Login from '../Pages/Auth/Login'
import ResetPassword from '../Pages/Auth/ResetPassword'
import LinkNotice from '../Components/User/LinkNotice'

let visit: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
  page.current = { props: { auth: { user: null, abilities: [] }, app: { name: 'Partage', canRegister: true, demoAccounts: [] }, errors: {} }, url: '/', flash: {} }
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('signing in after too many attempts', () => {
  it('says how long to wait, in minutes rounded up', () => {
    render(<Login variant="v1" retryAfter={841} />)
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Wait 15 min, or sign in from another device.')
  })

  it('says nothing of it otherwise', () => {
    render(<Login variant="v1" />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('a forgotten password without mail', () => {
  it('says whom to ask instead of offering to send a link', () => {
    render(<ForgotPassword variant="v1" mailEnabled={false} />)
    expect(screen.getByRole('status').textContent).toContain('Ask an administrator of Partage for a link to choose a new password.')
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull()
  })

  it('offers the link by mail when mail can leave', () => {
    render(<ForgotPassword variant="v1" mailEnabled />)
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy()
  })
})

describe('an invitation', () => {
  it('welcomes and posts the chosen password to /accept-invitation', () => {
    render(<ResetPassword variant="v1" mode="invite" token="tok" email="nora@example.org" />)
    expect(screen.getByRole('heading', { name: /Welcome to Partage/ })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'mine-at-last' } })
    fireEvent.change(screen.getByLabelText('Confirm your password'), { target: { value: 'mine-at-last' } })
    fireEvent.click(screen.getByRole('button', { name: 'Choose my password' }))
    const [url, options] = visit.mock.calls[0] as [string, { method: string; data: unknown }]
    expect(String(url)).toContain('/accept-invitation')
    expect(options.data).toEqual({ token: 'tok', email: 'nora@example.org', password: 'mine-at-last', password_confirmation: 'mine-at-last' })
  })
})

describe('a link to hand over', () => {
  const link = { purpose: 'invite', url: 'http://127.0.0.1/accept-invitation?email=nora%40example.org&token=abc', expiresAt: '2026-11-30T22:00:00Z', sent: false, email: 'nora@example.org', name: 'Nora' }

  it('shows the flashed link and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    page.current.flash = { link }
    render(<LinkNotice />)
    const notice = screen.getByRole('region', { name: 'Invitation for Nora' })
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(link.url)
    expect(notice.textContent).toContain('Hand this link to Nora (nora@example.org). It works once, until')
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }))
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith(link.url)
  })

  it('shows nothing for a link that went by mail', () => {
    page.current.flash = { link: { ...link, sent: true } }
    render(<LinkNotice />)
    expect(screen.queryByRole('region')).toBeNull()
  })
})
