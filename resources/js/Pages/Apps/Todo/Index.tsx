import { Head } from '@inertiajs/react'
import { useCallback, useEffect, useState } from 'react'
import Sidebar from '@/Components/Todo/Sidebar'
import TaskList from '@/Components/Todo/TaskList'
import { loadEditor } from '@/Components/Todo/TaskForm'
import TaskPanel, { type PanelSession } from '@/Components/Todo/TaskPanel'
import Toolbar from '@/Components/Todo/Toolbar'
import { draftOf, newDraft } from '@/Components/Todo/util'
import type { Task, TodoPageProps } from '@/Components/Todo/types'
import { useTranslation } from '@/lib/i18n'

const prepareEditor = () => void loadEditor().catch(() => undefined)

/** The to-do app: lists and tags, search and sort, the tasks, and the panel that adds or edits one. */
export default function TodoIndex({ tasks, filter, openTask }: TodoPageProps) {
  const { t } = useTranslation()
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [panelOpen, setPanelOpen] = useState(false)
  const [session, setSession] = useState<PanelSession | null>(null)

  const openPanel = (task: Task | null) => {
    setSidebarOpen(false)
    setSession({ key: Date.now(), task, draft: task ? draftOf(task) : newDraft(filter) })
    setPanelOpen(true)
  }
  // A notification's link (/apps/todo?task=…) opens that task once, even one this list does not show.
  const linkedTask = openTask?.id
  useEffect(() => {
    if (openTask) openPanel(openTask) // once per linked task, not again when a save reloads the page
  }, [linkedTask])
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  const closePanel = useCallback(() => setPanelOpen(false), [])

  const place = filter.tag ? t(`todo.tags.${filter.tag}`) : t(`todo.filters.${filter.filter || 'all'}`)

  return (
    <>
      <Head title={`${place} · ${t('todo.pageTitle')}`} />
      <h1 className="sr-only">{t('todo.heading', { place })}</h1>
      <div className="card relative flex h-[calc(100dvh-12.5rem)] min-h-[34rem] overflow-hidden">
        <Sidebar filter={filter} onAdd={() => openPanel(null)} onPrepareAdd={prepareEditor} open={sidebarOpen} onClose={closeSidebar} />
        <section aria-label={t('todo.tasks')} className="flex min-w-0 flex-1 flex-col">
          <Toolbar filter={filter} onOpenSidebar={() => setSidebarOpen(true)} />
          <TaskList tasks={tasks ?? []} filter={filter} onOpen={(task) => openPanel(task)} />
        </section>
      </div>
      <TaskPanel open={panelOpen} session={session} onClose={closePanel} />
    </>
  )
}
