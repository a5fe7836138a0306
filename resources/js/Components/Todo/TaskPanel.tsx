import Drawer from '@/Components/Form/Drawer'
import TaskForm from './TaskForm'
import type { Task, TaskDraft } from './types'

/** One opening of the panel: a new task (task null) or an existing one. */
export interface PanelSession {
  key: number
  task: Task | null
  draft: TaskDraft
}

interface TaskPanelProps {
  open: boolean
  /** Kept after closing, so the panel slides out with its content. */
  session: PanelSession | null
  onClose: () => void
}

/** The side panel where a task is added or edited. */
export default function TaskPanel({ open, session, onClose }: TaskPanelProps) {
  return (
    <Drawer open={open && session !== null} onClose={onClose}>
      {session && <TaskForm key={session.key} task={session.task} initial={session.draft} onClose={onClose} />}
    </Drawer>
  )
}
