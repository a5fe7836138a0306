import { CalendarClock, GripVertical, Star } from 'lucide-react'
import type { KeyboardEvent, PointerEvent, MouseEvent } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import TagPills from './TagPills'
import { formatDue, isOverdue } from './util'
import type { Task } from './types'

/** What useReorder gives a row's handle. */
export interface HandleProps {
  ref: (el: HTMLElement | null) => void
  'aria-pressed': boolean
  onPointerDown: (e: PointerEvent<HTMLElement>) => void
  onPointerMove: (e: PointerEvent<HTMLElement>) => void
  onPointerUp: () => void
  onPointerCancel: () => void
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void
  onBlur: () => void
}

interface TaskRowProps {
  task: Task
  /** The drag handle's props; none when the list's order cannot change. */
  handle?: HandleProps
  /** The id of the text telling how to move a row with the keyboard. */
  handleHintId?: string
  dragging: boolean
  /** In the deleted list: no completing, no star. */
  readOnly: boolean
  onOpen: () => void
  onComplete: (done: boolean) => void
  onStar: () => void
}

/** Clicks on the row's own controls do their own thing; anywhere else the row opens. */
const onControl = (e: MouseEvent) => (e.target as HTMLElement).closest('button, input, a, label') !== null

/** One task: handle, checkbox, title, tags, assignee, due date, star. */
export default function TaskRow({ task, handle, handleHintId, dragging, readOnly, onOpen, onComplete, onStar }: TaskRowProps) {
  const { t, i18n } = useTranslation()
  const overdue = !task.isDeleted && isOverdue(task)
  const starLabel = t('todo.row.important', { title: task.title })

  return (
    <li
      data-task-id={task.id}
      onClick={(e) => !onControl(e) && onOpen()}
      className={`flex cursor-pointer items-center gap-1.5 border-b border-line py-2 ps-2 pe-3 transition-colors hover:bg-primary/4 sm:pe-4 ${
        dragging ? 'relative z-10 bg-surface shadow-card ring-2 ring-primary/40' : ''
      } ${task.isCompleted ? 'bg-surface-alt/50' : ''}`}
    >
      {handle ? (
        <button
          type="button"
          {...handle}
          aria-label={t('todo.reorder.handle', { title: task.title })}
          aria-describedby={handleHintId}
          title={t('todo.reorder.handle', { title: task.title })}
          className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-primary/10 hover:text-primary-text active:cursor-grabbing aria-pressed:bg-primary/15 aria-pressed:text-primary-text"
        >
          <GripVertical className="size-4.5" aria-hidden="true" />
        </button>
      ) : (
        <span aria-hidden="true" className="w-1" />
      )}
      <input
        type="checkbox"
        checked={task.isCompleted}
        disabled={readOnly}
        onChange={(e) => onComplete(e.target.checked)}
        aria-label={t('todo.row.complete', { title: task.title })}
        className="form-check mx-1.5"
      />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 py-1">
        <button
          type="button"
          onClick={onOpen}
          dir="auto"
          className={`min-w-0 max-w-full cursor-pointer truncate text-start text-[0.9375rem] ${task.isCompleted ? 'text-muted line-through' : 'text-heading'}`}
        >
          {task.title}
        </button>
        {task.tags.length > 0 && (
          <span className="flex flex-wrap items-center gap-1.5">
            <TagPills tags={task.tags} />
          </span>
        )}
      </div>
      <span className="flex shrink-0 items-center gap-2">
        {task.dueDate && (
          <time
            dateTime={task.dueDate}
            className={`inline-flex items-center gap-1 text-xs whitespace-nowrap ${overdue ? 'font-medium text-danger' : 'text-muted'}`}
          >
            {overdue && <CalendarClock className="size-3.5" aria-hidden="true" />}
            {formatDue(task.dueDate, i18n.language)}
            {overdue && <span className="sr-only"> ({t('todo.row.overdue')})</span>}
          </time>
        )}
        {task.assignee && (
          <span title={task.assignee.fullName} className="max-sm:hidden">
            <Avatar name={task.assignee.fullName} src={task.assignee.avatar} className="size-8" />
            <span className="sr-only">{t('todo.row.assignedTo', { name: task.assignee.fullName })}</span>
          </span>
        )}
        <button
          type="button"
          onClick={onStar}
          disabled={readOnly}
          aria-pressed={task.isImportant}
          aria-label={starLabel}
          title={starLabel}
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full hover:bg-warning/10 disabled:cursor-default disabled:hover:bg-transparent"
        >
          <Star className={`size-4.5 ${task.isImportant ? 'fill-warning text-warning' : 'text-muted'}`} aria-hidden="true" />
        </button>
      </span>
    </li>
  )
}
