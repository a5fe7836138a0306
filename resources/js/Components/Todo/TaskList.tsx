import { CircleCheck, ListTodo, SearchX, Star, Tag, Trash2, type LucideIcon } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from '@/lib/i18n'
import { todoActions } from './actions'
import TaskRow from './TaskRow'
import { canReorder } from './util'
import { useReorder } from './useReorder'
import type { Task, TodoFilter } from './types'

interface TaskListProps {
  tasks: Task[]
  filter: TodoFilter
  onOpen: (task: Task) => void
}

const EMPTY_ICON: Record<string, LucideIcon> = { all: ListTodo, important: Star, completed: CircleCheck, deleted: Trash2, tag: Tag, search: SearchX }

/** Which empty state a list shows, and its text. */
function useEmptyText(filter: TodoFilter): { key: string; text: string } {
  const { t } = useTranslation()
  if (filter.q) return { key: 'search', text: t('todo.empty.search', { q: filter.q }) }
  if (filter.tag) return { key: 'tag', text: t('todo.empty.tag', { tag: t(`todo.tags.${filter.tag}`) }) }
  const key = filter.filter || 'all'
  return { key, text: t(`todo.empty.${key}`) }
}

/** The tasks of the current list, their quick actions and, in the team's order, drag and drop. */
export default function TaskList({ tasks, filter, onOpen }: TaskListProps) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const reorderable = canReorder(filter) && tasks.length > 1
  const { shown, draggingId, handleProps, announcement } = useReorder(tasks, scroller, todoActions.reorder)
  const empty = useEmptyText(filter)
  const readOnly = filter.filter === 'deleted'
  const listName = filter.tag ? t(`todo.tags.${filter.tag}`) : t(`todo.filters.${filter.filter || 'all'}`)

  if (tasks.length === 0) {
    const Icon = EMPTY_ICON[empty.key] ?? ListTodo
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-[0.9375rem] text-muted">{empty.text}</p>
      </div>
    )
  }

  return (
    <div ref={scroller} className={`relative flex-1 overflow-y-auto ${draggingId !== null ? 'select-none' : ''}`}>
      <ul aria-label={listName}>
        {shown.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            handle={reorderable ? handleProps(task.id) : undefined}
            handleHintId={hintId}
            dragging={draggingId === task.id}
            readOnly={readOnly}
            onOpen={() => onOpen(task)}
            onComplete={(done) => todoActions.complete(task.id, done)}
            onStar={() => todoActions.star(task.id, !task.isImportant)}
          />
        ))}
      </ul>
      <p id={hintId} hidden>
        {t('todo.reorder.hint')}
      </p>
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
