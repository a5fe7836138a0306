import { Link } from '@inertiajs/react'
import { CalendarClock, CircleCheck, ListTodo, Plus, Star, Trash2, type LucideIcon } from 'lucide-react'
import AppSidebar from '@/Components/AppSidebar'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'
import { listPath, listQuery, TAG_TONE } from './util'
import { TAGS, type TodoFilter } from './types'

const FILTER_LINKS: { filter: string; key: string; icon: LucideIcon }[] = [
  { filter: '', key: 'all', icon: ListTodo },
  // The viewer's open tasks due today or overdue (theirs or nobody's): the dashboard's "today's tasks".
  { filter: 'due', key: 'due', icon: CalendarClock },
  { filter: 'important', key: 'important', icon: Star },
  { filter: 'completed', key: 'completed', icon: CircleCheck },
  { filter: 'deleted', key: 'deleted', icon: Trash2 },
]

const linkClass = (active: boolean) =>
  `flex items-center gap-3 border-s-2 px-5 py-2 text-[0.9375rem] transition-colors ${
    active ? 'border-primary bg-primary/8 font-medium text-primary-text' : 'border-transparent text-text hover:bg-surface-alt hover:text-heading'
  }`

interface SidebarProps {
  filter: TodoFilter
  onAdd: () => void
  /** Called when the pointer or the focus reaches "Add task": the editor's code can load. */
  onPrepareAdd: () => void
  /** Shown over the list on small screens. */
  open: boolean
  onClose: () => void
}

/** "Add task", the lists (my tasks, due today, important, completed, deleted) and the tags. */
export default function Sidebar({ filter, onAdd, onPrepareAdd, open, onClose }: SidebarProps) {
  const { t } = useTranslation()
  const canAdd = useAbility().can('manage', 'Todo')

  // The search and the sort follow the user from one list to another.
  const href = (to: { filter: string; tag: string }) => {
    const query = new URLSearchParams(listQuery(filter.q, filter.sortBy)).toString()
    return query ? `${listPath(to)}?${query}` : listPath(to)
  }

  return (
    <AppSidebar
      label={t('todo.sidebar.title')}
      closeLabel={t('todo.sidebar.close')}
      width="w-65"
      open={open}
      onClose={onClose}
      action={
        // The tasks are shared: who only reads them (a viewer) adds none.
        canAdd && (
          <button type="button" onClick={onAdd} onPointerEnter={onPrepareAdd} onFocus={onPrepareAdd} className="btn-primary flex-1">
            <Plus className="size-4" aria-hidden="true" />
            {t('todo.add')}
          </button>
        )
      }
    >
      <nav aria-label={t('todo.sidebar.lists')} className="flex-1 overflow-y-auto pb-4">
        <h2 className="px-5 pb-2 text-xs font-medium tracking-wide text-muted uppercase">{t('todo.sidebar.filters')}</h2>
        <ul>
          {FILTER_LINKS.map(({ filter: f, key, icon: Icon }) => {
            const active = !filter.tag && filter.filter === f
            return (
              <li key={key}>
                <Link href={href({ filter: f, tag: '' })} preserveState aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{t(`todo.filters.${key}`)}</span>
                </Link>
              </li>
            )
          })}
        </ul>
        <h2 className="px-5 pt-6 pb-2 text-xs font-medium tracking-wide text-muted uppercase">{t('todo.sidebar.tags')}</h2>
        <ul>
          {TAGS.map((tag) => {
            const active = filter.tag === tag
            return (
              <li key={tag}>
                <Link href={href({ filter: '', tag })} preserveState aria-current={active ? 'page' : undefined} className={linkClass(active)}>
                  <span aria-hidden="true" className={`ms-1 me-1 size-2.5 rounded-full ${TAG_TONE[tag]}`} />
                  <span className="flex-1">{t(`todo.tags.${tag}`)}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </AppSidebar>
  )
}
