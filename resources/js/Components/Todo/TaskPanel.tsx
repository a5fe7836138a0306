import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react'
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

/** The side panel (a dialog at the end edge) where a task is added or edited. */
export default function TaskPanel({ open, session, onClose }: TaskPanelProps) {
  return (
    <Dialog open={open && session !== null} onClose={onClose} className="relative z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel
          transition
          className="flex h-full w-full max-w-md flex-col bg-surface text-text shadow-card transition-transform duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none rtl:data-closed:-translate-x-full"
        >
          {session && <TaskForm key={session.key} task={session.task} initial={session.draft} onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
