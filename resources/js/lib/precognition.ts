/**
 * laravel-precognition, as @inertiajs/core and @inertiajs/react see it in a
 * production build (vite.config.js points their imports of the package here).
 *
 * Inertia uses Precognition only for forms validated on the server before they
 * are sent (`useForm().withPrecognition(…)`), and for the XSRF names of an
 * `http` option given to createInertiaApp. No page does either on its first
 * paint, so the library (and the es-toolkit helpers only it needs) loads on
 * first use instead of with every page: the calls made before it is there are
 * replayed on it, in order, once it is.
 */
import type { Client, NamedInputEvent, SimpleValidationErrors, ValidationCallback, ValidationErrors, Validator } from 'laravel-precognition'

type Precognition = typeof import('laravel-precognition')

let library: Promise<Precognition> | null = null

/** The real library, loaded once, on the first call that needs it. */
export function loadPrecognition(): Promise<Precognition> {
  library ??= import('laravel-precognition')
  return library
}

/**
 * Precognition's HTTP client: Inertia only sets its XSRF cookie and header
 * names (http.setClient); they are set on the real client once it has loaded.
 * The client's requests are made by the validator, which loads it first.
 */
export const client: Pick<Client, 'withXsrfCookieName' | 'withXsrfHeaderName'> = {
  withXsrfCookieName(name: string) {
    void loadPrecognition().then((p) => p.client.withXsrfCookieName(name))
    return client as Client
  },
  withXsrfHeaderName(name: string) {
    void loadPrecognition().then((p) => p.client.withXsrfHeaderName(name))
    return client as Client
  },
}

/** The validator's methods that change it (and return it): queued until it exists. */
const ACTIONS = ['validate', 'touch', 'setErrors', 'forgetError', 'reset', 'setTimeout', 'on', 'validateFiles', 'withoutFileValidation', 'defaults'] as const

/**
 * createValidator, answering at once: until the library has loaded, the
 * validator reads as a new one does (nothing touched, validating, valid or in
 * error) and its other calls wait, to be made on the real one as soon as it exists
 * (listeners registered with `on` included, so they hear every change).
 */
export function createValidator(callback: ValidationCallback, initialData?: Record<string, unknown>): Validator {
  let real: Validator | null = null
  const pending: Array<(validator: Validator) => void> = []
  const validator = {
    touched: () => real?.touched() ?? [],
    validating: () => real?.validating() ?? false,
    valid: () => real?.valid() ?? [],
    errors: () => real?.errors() ?? {},
    hasErrors: () => real?.hasErrors() ?? false,
  } as Validator
  for (const action of ACTIONS) {
    // Called unbound too (errors.forEach(validator.forgetError)): no `this`.
    validator[action] = (...args: unknown[]) => {
      const call = (v: Validator) => (v[action] as (...a: unknown[]) => unknown)(...args)
      if (real) call(real)
      else pending.push(call)
      return validator
    }
  }
  void loadPrecognition().then((p) => {
    real = p.createValidator(callback, initialData)
    for (const call of pending.splice(0)) call(real)
  })
  return validator
}

/**
 * The input's name: the event target's name, or the string given. The same as
 * the library's (precognition.test.ts compares them), needed before it has loaded.
 */
export function resolveName(name: string | NamedInputEvent): string {
  return typeof name !== 'string' ? name.target.name : name
}

/** Laravel's errors (lists of messages) as Inertia's (the first message of each). */
export function toSimpleValidationErrors(errors: ValidationErrors | SimpleValidationErrors): SimpleValidationErrors {
  return Object.keys(errors).reduce<SimpleValidationErrors>(
    (carry, key) => ({ ...carry, [key]: Array.isArray(errors[key]) ? errors[key][0] : errors[key] }),
    {},
  )
}
