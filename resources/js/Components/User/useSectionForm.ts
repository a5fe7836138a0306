import type { FormDataType, Page } from '@inertiajs/core'
import { useForm } from '@inertiajs/react'
import { sectionURL } from './paths'
import { refused } from './visits'

type Section = 'account' | 'information' | 'social'

/**
 * One tab of the edit page: its own form, saved on its own to
 * /apps/users/{id}/{section}. Refused: the server's errors go under the fields,
 * which keep what was typed. Saved: the fields show what the server stored
 * (it may have tidied a value), read from the new page's props by `stored`.
 */
export function useSectionForm<T extends FormDataType<T>>(id: number, section: Section, initial: T, stored: (props: Record<string, unknown>) => T) {
  const form = useForm<T>(initial)
  const save = () => {
    if (form.processing) return
    form.post(sectionURL(id, section), {
      preserveScroll: true,
      ...refused,
      onSuccess: (page: Page) => {
        const values = stored(page.props as Record<string, unknown>)
        form.setData(values)
        form.setDefaults(values)
      },
    })
  }
  return { form, save }
}
