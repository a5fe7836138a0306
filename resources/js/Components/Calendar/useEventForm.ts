import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { ApiError } from '@/lib/api'
import { calendarApi, fieldErrors } from './api'
import { payloadFromDraft, switchAllDay } from './convert'
import type { EventDraft, EventErrors, EventField } from './types'

export type FormOutcome = 'added' | 'updated' | 'deleted'

/**
 * The side panel's state and its ways out: add or update (server field errors
 * go under their fields as sent, EventFields words them; what was typed
 * stays), delete, cancel.
 */
export function useEventForm(initial: EventDraft, onDone: (outcome: FormOutcome) => void) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<EventErrors>({})
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null)

  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    if (key in errors) setErrors((e) => ({ ...e, [key as EventField]: undefined }))
  }
  const setAllDay = (allDay: boolean) => {
    setDraft((d) => switchAllDay(d, allDay))
    setErrors((e) => ({ ...e, start: undefined, end: undefined }))
  }

  /** A refusal: field errors on the panel, anything else in a toast. */
  const refused = (err: unknown, fallbackKey: string) => {
    if (err instanceof ApiError && err.status === 400) {
      const found = fieldErrors(err.fields)
      if (Object.keys(found).length > 0) {
        setErrors(found)
        return
      }
    }
    const key = err instanceof ApiError && err.status === 403 ? 'calendar.toast.notYours' : err instanceof ApiError && err.status === 404 ? 'calendar.toast.gone' : fallbackKey
    void notify('error', t(key, { title: draft.title }))
  }

  const save = async () => {
    if (busy) return
    setBusy('save')
    setErrors({})
    const payload = payloadFromDraft(draft)
    try {
      const saved = draft.id === undefined ? await calendarApi.add(payload) : await calendarApi.update(payload)
      const outcome = draft.id === undefined ? 'added' : 'updated'
      void notify('success', t(`calendar.toast.${outcome}`, { title: saved.title }))
      onDone(outcome)
    } catch (err) {
      refused(err, 'calendar.toast.saveFailed')
      setBusy(null)
    }
  }

  const remove = async () => {
    if (busy || draft.id === undefined) return
    setBusy('delete')
    try {
      await calendarApi.remove(draft.id)
      void notify('success', t('calendar.toast.deleted', { title: initial.title }))
      onDone('deleted')
    } catch (err) {
      refused(err, 'calendar.toast.deleteFailed')
      setBusy(null)
    }
  }

  return { draft, set, setAllDay, errors, busy, save, remove }
}
