import type { FormDataKeys, FormDataValues } from '@inertiajs/core'
import type { InertiaFormProps } from '@inertiajs/react'

/** The top-level fields of a form whose value is a string. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & FormDataKeys<T>

/**
 * Wires a text field to an Inertia form in one spread: its name, value, change
 * handler and the server's validation error for it, as sent (TextField shows
 * it in the UI language).
 *
 *   <TextField label={t('auth.email')} {...bind(form, 'email')} />
 */
export function bind<T extends Record<string, unknown>, K extends TextKeys<T>>(form: InertiaFormProps<T>, name: K) {
  return {
    name,
    value: form.data[name] as string,
    onChange: (value: string) => form.setData(name, value as FormDataValues<T, K>),
    error: (form.errors as Partial<Record<string, string>>)[name],
  }
}
