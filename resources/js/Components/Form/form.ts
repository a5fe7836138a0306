/**
 * Inertia forms' helpers shared by the applications: a field wired in one
 * spread, the server's error for a field, and the options of a visit whose
 * refusal is not a field's. (lib/form.ts does the same for the sign-in pages;
 * importing it here would split it out of their chunk.)
 */
import type { InertiaFormProps } from '@inertiajs/react'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The server's error for a field, whether it names it plainly, under the
 * body's key when the form has one (scope "user": "user.email") or one of its
 * items ("languages.2").
 */
export function errorFor(errors: Record<string, string | string[] | undefined>, name: string, scope = ''): string | undefined {
  const direct = first(errors[name]) || (scope ? first(errors[`${scope}.${name}`]) : undefined)
  if (direct) return direct
  const prefix = scope ? `${scope}.` : ''
  for (const [key, value] of Object.entries(errors)) {
    const base = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key
    if ((base.startsWith(`${name}.`) || base.startsWith(`${name}[`)) && first(value)) return first(value)
  }
  return undefined
}

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/**
 * Wires a text field to an Inertia form in one spread: its value, change
 * handler and the server's error for it (which goes away once edited);
 * `scope` is the body's key, if the server names fields under one. (`any` is
 * InertiaFormProps's own bound: an interface has no index signature for `unknown`.)
 */
export function bindField<T extends Record<string, any>>(form: InertiaFormProps<T>, name: StringKeys<T>, scope = '') {
  const error = errorFor(form.errors as Record<string, string>, name, scope)
  return {
    value: form.data[name] as string,
    onChange: (value: string) => {
      form.setData((data) => ({ ...data, [name]: value }))
      if (error) form.clearErrors(...((scope ? [name, `${scope}.${name}`] : [name]) as never[]))
    },
    error,
  }
}

/**
 * The options of the visits that change something, for a refusal that is not
 * a field error or a flash (the server failed, the network is down): a toast
 * worded by `messageKey`, and the page stays as it is instead of the error page.
 */
export function refusedWith(messageKey: string) {
  const failed = (): false => {
    void notify('error', t(messageKey))
    return false
  }
  return { onHttpException: failed, onNetworkError: failed }
}
