/**
 * The to-do list's changes, as Inertia visits: the server answers with a 303
 * back to the list (with a flash message) or with field errors.
 */
import type { Errors, PageProps } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { orderBy } from './util'
import type { Task, TaskPayload } from './types'

export interface VisitHandlers {
  onSuccess?: () => void
  onError?: (errors: Errors) => void
  onFinish?: () => void
}

/**
 * A refusal that is not a field error (the task is gone, the server failed, the
 * network is down): a toast, and the page stays as it is (Inertia would
 * otherwise show the error page in its place). Optimistic changes roll back.
 */
function failed(): false {
  void notify('error', t('todo.failed'))
  return false
}
const refused = { onHttpException: failed, onNetworkError: failed }

/** A change to one task's flags, shown at once and undone by Inertia if the server refuses it. */
function quickUpdate(task: TaskPayload & { id: number }) {
  router.post(
    '/apps/todo/update-task',
    { task: { ...task } },
    {
      preserveScroll: true,
      optimistic: (props: PageProps) => ({ tasks: (props.tasks as Task[]).map((x) => (x.id === task.id ? { ...x, ...task } : x)) }),
      onError: failed,
      ...refused,
    },
  )
}

export const todoActions = {
  complete: (id: number, isCompleted: boolean) => quickUpdate({ id, isCompleted }),
  star: (id: number, isImportant: boolean) => quickUpdate({ id, isImportant }),

  /** The visible list's ids in their new order; the rows stay where they were dropped unless the server refuses. */
  reorder: (ids: number[]) =>
    router.post(
      '/apps/todo/reorder',
      { ids },
      {
        preserveScroll: true,
        optimistic: (props: PageProps) => ({ tasks: orderBy(props.tasks as Task[], ids) }),
        onError: failed,
        ...refused,
      },
    ),

  // The panel's visits: field errors go under its fields, which stay as typed.
  add: (task: TaskPayload, on: VisitHandlers) => router.post('/apps/todo/add-tasks', { task: { ...task } }, { preserveScroll: true, ...refused, ...on }),
  update: (task: TaskPayload, on: VisitHandlers) => router.post('/apps/todo/update-task', { task: { ...task } }, { preserveScroll: true, ...refused, ...on }),
  remove: (id: number, on: VisitHandlers) => router.delete(`/apps/todo/delete-task?taskId=${id}`, { preserveScroll: true, ...refused, ...on }),
  restore: (id: number, on: VisitHandlers) =>
    router.post('/apps/todo/update-task', { task: { id, isDeleted: false } }, { preserveScroll: true, ...refused, ...on }),
}
