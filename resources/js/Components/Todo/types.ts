/** The to-do app's data, as the server sends it (Pages/Apps/Todo/Index props and the JSON calls). */

export const TAGS = ['team', 'low', 'medium', 'high', 'update'] as const
export type Tag = (typeof TAGS)[number]

/** The lists of the sidebar; '' is "My tasks" (every task not deleted). */
export const FILTERS = ['', 'important', 'completed', 'deleted'] as const
export type TaskFilter = (typeof FILTERS)[number]

/** The sorts of the list; '' is the team's own order, the one drag and drop changes. */
export const SORTS = ['', 'latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TaskSort = (typeof SORTS)[number]

/** An assignee as a task shows them. */
export interface Person {
  id: number
  fullName: string
  avatar: string
}

/** A user to pick as assignee (GET /apps/todo/people). */
export interface PersonOption extends Person {
  email: string
}

export interface Task {
  id: number
  title: string
  /** 'YYYY-MM-DD', or '' when none. */
  dueDate: string
  /** HTML, sanitized by the server. */
  description: string
  assignee: Person | null
  tags: Tag[]
  isCompleted: boolean
  isDeleted: boolean
  isImportant: boolean
}

/** The list's filter, as the server read it from the URL. */
export interface TodoFilter {
  q: string
  filter: string
  tag: string
  sortBy: string
}

export interface TodoPageProps {
  tasks: Task[]
  tags: string[]
  filter: TodoFilter
  /** The task a link (/apps/todo?task=…) opens. */
  openTask?: Task | null
  errors?: Record<string, string>
}

/** What the edit panel holds: a task being added (id 0) or edited. */
export interface TaskDraft {
  id: number
  title: string
  dueDate: string
  description: string
  assignee: Person | null
  tags: Tag[]
  isImportant: boolean
}

/** The fields the server may refuse, shown under the panel's fields. */
export type TaskErrors = Partial<Record<'title' | 'dueDate' | 'tags' | 'assignee' | 'id' | 'description', string>>

/** The body of add-tasks and update-task: {task: {…}}; update sends the id and the changed fields only. */
export interface TaskPayload {
  id?: number
  title?: string
  dueDate?: string
  description?: string
  assignee?: { id: number } | null
  tags?: Tag[]
  isImportant?: boolean
  isCompleted?: boolean
  isDeleted?: boolean
}
