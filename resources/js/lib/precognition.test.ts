import * as real from 'laravel-precognition'
import type { NamedInputEvent, ValidationErrors } from 'laravel-precognition'
import { describe, expect, it, vi } from 'vitest'
import { client, createValidator, resolveName, toSimpleValidationErrors } from './precognition'

describe('precognition, loaded on first use', () => {
  it('names inputs and simplifies errors as the library does', () => {
    const event = { target: { name: 'email' } } as unknown as NamedInputEvent
    expect(resolveName('email')).toBe(real.resolveName('email'))
    expect(resolveName(event)).toBe(real.resolveName(event))
    // Inertia passes either form, and a mix of both (errors set by hand on a precognitive form).
    const errors = { email: ['Taken.', 'Too long.'], name: 'Required.' } as unknown as ValidationErrors
    expect(toSimpleValidationErrors(errors)).toEqual(real.toSimpleValidationErrors(errors))
    expect(toSimpleValidationErrors({})).toEqual({})
  })

  it('reads as a new validator until the library is there, then replays what was asked', async () => {
    const request = vi.fn((_client: unknown) => Promise.resolve({}))
    const validator = createValidator((c) => request(c), { email: '' })
    const touched = vi.fn()
    const errorsChanged = vi.fn()
    // Chained and unbound calls, as useForm makes them, before the library has loaded.
    expect(validator.on('touchedChanged', touched).on('errorsChanged', errorsChanged)).toBe(validator)
    expect(validator.touched()).toEqual([])
    expect(validator.validating()).toBe(false)
    expect(validator.valid()).toEqual([])
    expect(validator.errors()).toEqual({})
    expect(validator.hasErrors()).toBe(false)
    validator.touch(['email'])
    validator.setErrors({ email: ['Taken.'], name: ['Required.'] })
    const forget = validator.forgetError
    forget('name')

    await vi.waitFor(() => expect(validator.touched()).toEqual(['email']))
    expect(touched).toHaveBeenCalled()
    expect(errorsChanged).toHaveBeenCalled()
    expect(validator.errors()).toEqual({ email: ['Taken.'] })
    expect(validator.hasErrors()).toBe(true)
    // Once there, calls go straight to the library's validator.
    validator.setErrors({})
    expect(validator.errors()).toEqual({})
    expect(request).not.toHaveBeenCalled()
  })

  it('sets the XSRF names on the library client', async () => {
    const cookie = vi.spyOn(real.client, 'withXsrfCookieName')
    const header = vi.spyOn(real.client, 'withXsrfHeaderName')
    expect(client.withXsrfCookieName('XSRF')).toBe(client)
    expect(client.withXsrfHeaderName('X-XSRF')).toBe(client)
    await vi.waitFor(() => expect(cookie).toHaveBeenCalledWith('XSRF'))
    expect(header).toHaveBeenCalledWith('X-XSRF')
  })
})
