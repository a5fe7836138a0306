import type { Errors } from '@inertiajs/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { todoActions, type VisitHandlers } from './actions'
import { addPayload, fieldErrors, updatePayload } from './util'
import type { Task, TaskDraft, TaskErrors } from './types'

type Busy = 'save' | 'delete' | 'restore' | null

/**
 * The edit panel's state and its ways out: save (add or update with the changed
 * fields), delete, restore. Refused: the server's field errors go under the
 * fields and what the user typed stays.
 */
export function useTaskForm(task: Task | null, initial: TaskDraft, onDone: () => void) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<TaskErrors>({})
  const [busy, setBusy] = useState<Busy>(null)

  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const handlers = (kind: Exclude<Busy, null>): VisitHandlers => {
    setBusy(kind)
    return {
      onSuccess: onDone,
      onError: (errs: Errors) => setErrors(fieldErrors(errs)),
      onFinish: () => setBusy(null),
    }
  }

  const save = () => {
    if (busy) return
    if (!draft.title.trim()) {
      setErrors({ title: t('todo.panel.titleRequired') })
      return
    }
    if (!task) return todoActions.add(addPayload(draft), handlers('save'))
    const changes = updatePayload(task, draft)
    if (Object.keys(changes).length === 1) return onDone() // only the id: nothing changed
    todoActions.update(changes, handlers('save'))
  }

  const remove = () => task && !busy && todoActions.remove(task.id, handlers('delete'))
  const restore = () => task && !busy && todoActions.restore(task.id, handlers('restore'))

  return { draft, set, errors, busy, save, remove, restore }
}
