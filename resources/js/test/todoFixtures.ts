import type { Task, TodoFilter } from '../Components/Todo/types'

/** A task as the server sends it; override what a test needs. */
export function task(over: Partial<Task> = {}): Task {
  return {
    id: 1,
    title: 'Préparer l’assemblée',
    dueDate: '',
    description: '',
    assignee: null,
    tags: [],
    isCompleted: false,
    isDeleted: false,
    isImportant: false,
    ...over,
  }
}

/** The list's filter: my tasks in the team order unless told. */
export const todoFilter = (over: Partial<TodoFilter> = {}): TodoFilter => ({ q: '', filter: '', tag: '', sortBy: '', ...over })
