import type { FormDataType, Page } from '@inertiajs/core'
import { useForm } from '@inertiajs/react'
import { refusedWith } from '@/Components/Form/form'

/** Options of the page's visits that change something: a refusal that is not a field's is a toast. */
export const refused = refusedWith('account.failed')

/**
 * One form of the settings page, saved on its own to url. Refused: the
 * server's errors go under the fields, which keep what was typed. Saved: the
 * fields show what the server stored, read from the new page's props by
 * `stored` (or are emptied, for the password forms, when there is none).
 */
export function useAccountForm<T extends FormDataType<T>>(url: string, initial: T, stored?: (props: Record<string, unknown>) => T, onSaved?: () => void) {
  const form = useForm<T>(initial)
  const save = () => {
    if (form.processing) return
    form.post(url, {
      preserveScroll: true,
      ...refused,
      onSuccess: (page: Page) => {
        if (stored) {
          const values = stored(page.props as Record<string, unknown>)
          form.setData(values)
          form.setDefaults(values)
        } else {
          form.reset()
        }
        onSaved?.()
      },
    })
  }
  return { form, save }
}
