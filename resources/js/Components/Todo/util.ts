import { DATE, DAY_MONTH, formatDate, formatRelativeDay } from '@/lib/format'
import { TAGS, type Tag, type Task, type TaskDraft, type TaskErrors, type TaskPayload, type TodoFilter } from './types'

/** The list's path for a filter or a tag (without query). */
export function listPath(filter: Pick<TodoFilter, 'filter' | 'tag'>): string {
  if (filter.tag) return `/apps/todo/tag/${filter.tag}`
  if (filter.filter) return `/apps/todo/${filter.filter}`
  return '/apps/todo'
}

/** The query of a list visit: the search and the sort, when set. */
export function listQuery(q: string, sortBy: string): Record<string, string> {
  const params: Record<string, string> = {}
  if (q.trim()) params.q = q.trim()
  if (sortBy) params.sortBy = sortBy
  return params
}

/** Whether the list shows the team's own order, the one drag and drop may change. */
export function canReorder(filter: Pick<TodoFilter, 'filter' | 'sortBy'>): boolean {
  return !filter.sortBy && filter.filter !== 'deleted'
}

/** Colours of the tags (Vuexy's). Full class names, so Tailwind sees them. */
export const TAG_TONE: Record<Tag, string> = {
  team: 'bg-primary',
  low: 'bg-success',
  medium: 'bg-warning',
  high: 'bg-danger',
  update: 'bg-info',
}

export const isTag = (value: string): value is Tag => (TAGS as readonly string[]).includes(value)

/** A local date as 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** 'YYYY-MM-DD' as a local date at midnight; null when it is not one. */
export function parseDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return d.getMonth() === Number(m[2]) - 1 ? d : null
}

/** A task is overdue when its due day has passed and it is not completed. */
export function isOverdue(task: Pick<Task, 'dueDate' | 'isCompleted'>, now = new Date()): boolean {
  return !task.isCompleted && parseDay(task.dueDate) !== null && task.dueDate < isoDay(now)
}

/** The due date as the list shows it: "today", "tomorrow", "yesterday", else "12 Mar" (with the year when not this one). */
export function formatDue(day: string, lang: string, now = new Date()): string {
  const date = parseDay(day)
  if (!date) return ''
  const today = parseDay(isoDay(now)) as Date
  const days = Math.round((date.getTime() - today.getTime()) / 86_400_000)
  if (Math.abs(days) <= 1) {
    return formatRelativeDay(days, lang)
  }
  const sameYear = date.getFullYear() === today.getFullYear()
  return formatDate(date, lang, sameYear ? DAY_MONTH : DATE)
}

/** list with the item at `from` moved to `to` (indexes in the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  if (from < 0 || from >= next.length) return next
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T)
  return next
}

/**
 * Where a dragged row lands: `middles` are the vertical middles of the other rows,
 * in order; the row goes before the first one the pointer is above.
 */
export function dropIndex(middles: readonly number[], y: number): number {
  const i = middles.findIndex((m) => y < m)
  return i === -1 ? middles.length : i
}

/** tasks in the order of ids; tasks not named keep their place at the end. */
export function orderBy(tasks: readonly Task[], ids: readonly number[]): Task[] {
  const byId = new Map(tasks.map((t) => [t.id, t]))
  const listed = ids.map((id) => byId.get(id)).filter((t): t is Task => t !== undefined)
  return [...listed, ...tasks.filter((t) => !ids.includes(t.id))]
}

/** A new task: in a tag's list it carries the tag, in Important it is important. */
export function newDraft(filter: Pick<TodoFilter, 'filter' | 'tag'>): TaskDraft {
  return { id: 0, title: '', dueDate: '', description: '', assignee: null, tags: isTag(filter.tag) ? [filter.tag] : [], isImportant: filter.filter === 'important' }
}

export function draftOf(task: Task): TaskDraft {
  const { id, title, dueDate, description, assignee, tags, isImportant } = task
  return { id, title, dueDate, description, assignee, tags: [...tags], isImportant }
}

/** The body of add-tasks for a new task. */
export function addPayload(d: TaskDraft): TaskPayload {
  return { title: d.title, dueDate: d.dueDate, description: d.description, assignee: d.assignee ? { id: d.assignee.id } : null, tags: d.tags, isImportant: d.isImportant }
}

const sameTags = (a: readonly Tag[], b: readonly Tag[]) => a.length === b.length && TAGS.every((t) => a.includes(t) === b.includes(t))

/** The body of update-task: the id and only the fields that differ from the task. */
export function updatePayload(task: Task, d: TaskDraft): TaskPayload {
  const out: TaskPayload = { id: task.id }
  if (d.title !== task.title) out.title = d.title
  if (d.dueDate !== task.dueDate) out.dueDate = d.dueDate
  if (d.description !== task.description) out.description = d.description
  if ((d.assignee?.id ?? 0) !== (task.assignee?.id ?? 0)) out.assignee = d.assignee ? { id: d.assignee.id } : null
  if (!sameTags(d.tags, task.tags)) out.tags = d.tags
  if (d.isImportant !== task.isImportant) out.isImportant = d.isImportant
  return out
}

const ERROR_FIELDS = ['title', 'dueDate', 'tags', 'assignee', 'id', 'description'] as const

/** The server's field errors ("title", "tags.1", "taskId"…) on the panel's fields. */
export function fieldErrors(errors: Record<string, string | string[] | undefined>): TaskErrors {
  const out: TaskErrors = {}
  for (const [key, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value
    if (!message) continue
    const base = (key.replace(/^task\./, '').split(/[.[]/)[0] ?? key).replace(/^taskId$/, 'id')
    const field = (ERROR_FIELDS as readonly string[]).includes(base) ? (base as keyof TaskErrors) : 'id'
    out[field] ??= message
  }
  return out
}
