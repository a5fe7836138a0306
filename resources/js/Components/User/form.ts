import type { InertiaFormProps } from '@inertiajs/react'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The server's error for a field, whether it names it plainly, under the
 * body's key ("user.email") or one of its items ("languages.2").
 */
export function errorFor(errors: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const direct = first(errors[name]) || first(errors[`user.${name}`])
  if (direct) return direct
  for (const [key, value] of Object.entries(errors)) {
    const base = key.replace(/^user\./, '')
    if ((base.startsWith(`${name}.`) || base.startsWith(`${name}[`)) && first(value)) return first(value)
  }
  return undefined
}

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/**
 * Wires a text field to an Inertia form in one spread: its value, change
 * handler and the server's error for it (which goes away once edited).
 * lib/form.ts does the same for the sign-in pages; importing it here would
 * split it out of their chunk. (`any` is InertiaFormProps's own bound: an
 * interface has no index signature for `unknown`.)
 */
export function bindField<T extends Record<string, any>>(form: InertiaFormProps<T>, name: StringKeys<T>) {
  return {
    value: form.data[name] as string,
    onChange: (value: string) => {
      form.setData((data) => ({ ...data, [name]: value }))
      if (errorFor(form.errors as Record<string, string>, name)) form.clearErrors(...([name, `user.${name}`] as never[]))
    },
    error: errorFor(form.errors as Record<string, string>, name),
  }
}
