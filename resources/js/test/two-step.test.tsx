import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { router } from '@inertiajs/react'

const page = vi.hoisted(() => ({ current: { props: {} as Record<string, unknown>, url: '/login/two-step' } }))
vi.mock('@inertiajs/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@inertiajs/react')>()),
  usePage: () => page.current,
  Head: () => null,
}))

import TwoStep from '../Pages/Auth/TwoStep'
import BlankLayout from '../Layouts/BlankLayout'

let visit: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  page.current = { props: { auth: { user: null, abilities: [] }, app: { name: 'Partage' }, errors: {} }, url: '/login/two-step' }
  visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Auth/TwoStep', () => {
  it('asks for the app code for the masked e-mail and posts it to /login/two-step', () => {
    render(<TwoStep email="le•••@example.org" />)
    expect(TwoStep.layout).toBe(BlankLayout)
    expect(screen.getByText(/le•••@example\.org/)).toBeTruthy()
    const input = screen.getByLabelText('Code from the app') as HTMLInputElement
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    const submit = screen.getByRole('button', { name: 'Verify and sign in' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: '123 456' } })
    fireEvent.click(submit)
    expect(visit).toHaveBeenCalledTimes(1)
    const [url, options] = visit.mock.calls[0] as [string, { method: string; data: unknown }]
    expect(String(url)).toContain('/login/two-step')
    expect(options.method).toBe('post')
    expect(options.data).toEqual({ code: '123 456' })
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login')
  })

  it('switches to a recovery code in the same field and back', () => {
    render(<TwoStep email="le•••@example.org" />)
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    const input = screen.getByLabelText('Recovery code') as HTMLInputElement
    expect(input.value).toBe('')
    expect(screen.getByText(/Each code works once/)).toBeTruthy()
    fireEvent.change(input, { target: { value: 'abcde-fghij' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }))
    const [, options] = visit.mock.calls[0] as [string, { data: unknown }]
    expect(options.data).toEqual({ code: 'abcde-fghij' })
    fireEvent.click(screen.getByRole('button', { name: 'Use a code from the app' }))
    expect(screen.getByLabelText('Code from the app')).toBeTruthy()
  })

  it('shows the wait when too many codes were tried', () => {
    render(<TwoStep email="le•••@example.org" retryAfter={600} />)
    expect(screen.getByRole('alert').textContent).toContain('10 min')
  })
})
