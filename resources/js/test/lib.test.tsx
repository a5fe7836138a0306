import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
}))

import { authPath } from '../Components/AuthCard'
import { initials } from '../Components/Avatar'
import { buildAbility, Can } from '../lib/ability'
import { showFlash } from '../lib/flash'
import { homeFor } from '../lib/home'
import type { UserData } from '../lib/types'

describe('showFlash', () => {
  beforeEach(() => vi.clearAllMocks())

  it('shows each flash kind as a toast of that kind', async () => {
    await showFlash({ success: 'Saved', error: 'Failed', info: 'FYI' })
    expect(toast.success).toHaveBeenCalledWith('Saved')
    expect(toast.error).toHaveBeenCalledWith('Failed')
    expect(toast.info).toHaveBeenCalledWith('FYI')
  })

  it('ignores empty, missing and non-string values', async () => {
    await showFlash({ success: '', error: undefined, info: 42 as unknown as string, other: 'x' })
    await showFlash(undefined)
    expect(toast.success).not.toHaveBeenCalled()
    expect(toast.error).not.toHaveBeenCalled()
    expect(toast.info).not.toHaveBeenCalled()
  })

  it('translates a flash value that is a translation key', async () => {
    await showFlash({ info: 'auth.forgot.sentTitle' })
    expect(toast.info).toHaveBeenCalledWith('Check your inbox')
  })
})

describe('ability', () => {
  it('builds a CASL ability from the server rules', () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }])
    expect(admin.can('read', 'Dashboard')).toBe(true)
    const client = buildAbility([{ action: 'read', subject: 'ACL' }])
    expect(client.can('read', 'ACL')).toBe(true)
    expect(client.can('manage', 'all')).toBe(false)
  })

  it('returns the same instance for the same rules array', () => {
    const rules = [{ action: 'read', subject: 'Auth' }]
    expect(buildAbility(rules)).toBe(buildAbility(rules))
  })

  it('<Can> renders its children only when allowed', () => {
    page.current = { url: '/', props: { auth: { user: null, abilities: [{ action: 'read', subject: 'ACL' }] } } }
    render(
      <>
        <Can I="read" a="ACL">
          <p>can read</p>
        </Can>
        <Can I="manage" a="all">
          <p>can manage</p>
        </Can>
        <Can I="manage" a="all" not>
          <p>cannot manage</p>
        </Can>
      </>,
    )
    expect(screen.getByText('can read')).toBeTruthy()
    expect(screen.queryByText('can manage')).toBeNull()
    expect(screen.getByText('cannot manage')).toBeTruthy()
  })
})

describe('helpers', () => {
  it('authPath keeps the variant', () => {
    expect(authPath('v1', 'login')).toBe('/login')
    expect(authPath('v2', 'forgot-password')).toBe('/forgot-password-v2')
    expect(authPath(undefined, 'register')).toBe('/register')
  })

  it('homeFor sends admins to / and clients to /access-control', () => {
    expect(homeFor({ role: 'admin' } as UserData)).toBe('/')
    expect(homeFor({ role: 'client' } as UserData)).toBe('/access-control')
    expect(homeFor(null)).toBe('/login')
  })

  it('initials', () => {
    expect(initials('John Doe')).toBe('JD')
    expect(initials('  madonna ')).toBe('M')
    expect(initials('Jean Claude Van Damme')).toBe('JD')
    expect(initials('')).toBe('?')
  })
})
