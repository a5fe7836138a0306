import { CalendarClock, Star } from 'lucide-react'
import { formatDate, formatTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import Panel, { Empty } from './Panel'
import { LINKS, type Overview } from './types'

/** The viewer's tasks due today (and those overdue), the first few. */
export function TodayTasks({ tasks }: { tasks: Overview['tasks'] }) {
  const { t, i18n } = useTranslation()
  return (
    <Panel id="dashboard-tasks" title={t('dashboard.coop.tasks.title')} more={t('dashboard.coop.tasks.all')} moreHref={LINKS.tasks}>
      {tasks.items.length === 0 ? (
        <Empty>{t('dashboard.coop.tasks.none')}</Empty>
      ) : (
        <ul className="grid gap-2">
          {tasks.items.map((task) => (
            <li key={task.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                {task.isImportant && <Star className="size-4 shrink-0 text-warning" aria-label={t('dashboard.coop.tasks.important')} />}
                <span className="truncate text-heading" dir="auto">
                  {task.title}
                </span>
              </span>
              <span className={`inline-flex shrink-0 items-center gap-1 text-xs ${task.overdue ? 'font-medium text-danger' : 'text-muted'}`}>
                {task.overdue && <CalendarClock className="size-3.5" aria-hidden="true" />}
                {task.overdue ? t('dashboard.coop.tasks.overdue', { date: formatDate(task.dueDate, i18n.language) }) : t('dashboard.coop.tasks.today')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** The viewer's events of the day (today: YYYY-MM-DD), the first few. */
export function TodayEvents({ events, today }: { events: Overview['events']; today: string }) {
  const { t, i18n } = useTranslation()
  return (
    <Panel id="dashboard-events" title={t('dashboard.coop.events.title')} more={t('dashboard.coop.events.all')} moreHref={LINKS.events(today)}>
      {events.items.length === 0 ? (
        <Empty>{t('dashboard.coop.events.none')}</Empty>
      ) : (
        <ul className="grid gap-2">
          {events.items.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate text-heading" dir="auto">
                  {e.title}
                </span>
                {e.location && (
                  <span className="block truncate text-xs text-muted" dir="auto">
                    {e.location}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-xs text-muted tabular-nums">
                {e.allDay ? t('dashboard.coop.events.allDay') : <bdi dir="ltr">{`${formatTime(e.start, i18n.language)} – ${formatTime(e.end, i18n.language)}`}</bdi>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
