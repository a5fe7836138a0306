import type FullCalendar from '@fullcalendar/react'
import { Head, usePage } from '@inertiajs/react'
import { SlidersHorizontal } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import CalendarSidebar from '@/Components/Calendar/CalendarSidebar'
import CalendarView from '@/Components/Calendar/CalendarView'
import { draftForDate, draftFromEvent } from '@/Components/Calendar/convert'
import EventPanel from '@/Components/Calendar/EventPanel'
import { useCalendarFilters } from '@/Components/Calendar/filters'
import { calendarStart } from '@/Components/Calendar/start'
import { CALENDARS, type CalendarEvent, type CalendarPageProps, type EventDraft } from '@/Components/Calendar/types'
import { useTranslation } from '@/lib/i18n'

/**
 * The calendar app: filters and the export beside FullCalendar, events added and
 * changed in a side panel. The address may name the view and the day it opens on
 * (?view=day&date=2027-02-10: the dashboard's "today's events").
 */
export default function CalendarIndex({ calendars: offered, openEvent }: CalendarPageProps) {
  const { t } = useTranslation()
  const { props, url } = usePage()
  const meId = props.auth?.user?.id
  const [start] = useState(() => calendarStart(url))
  const [calendars] = useState(() => (offered?.length ? offered.filter((c) => (CALENDARS as readonly string[]).includes(c)) : [...CALENDARS]))
  const filters = useCalendarFilters(calendars)
  const calendarRef = useRef<FullCalendar>(null)
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [panel, setPanel] = useState<{ key: number; draft: EventDraft } | null>(null)

  const openPanel = (draft: EventDraft) => {
    setSidebarOpen(false)
    setPanel({ key: Date.now(), draft })
  }
  // A new event starts on the first calendar shown (or the first of all).
  const newDraft = (date: Date, allDay: boolean) => draftForDate(date, allDay, filters.selected[0] ?? calendars[0])
  const addNow = () => {
    const now = new Date()
    now.setMinutes(0, 0, 0)
    now.setHours(now.getHours() + 1)
    openPanel(newDraft(now, false))
  }
  // A notification's link (/apps/calendar?event=…) shows that event's date and opens it, once.
  const linkedEvent = openEvent?.id
  useEffect(() => {
    if (!openEvent) return
    calendarRef.current?.getApi().gotoDate(openEvent.allDay ? openEvent.start.slice(0, 10) : new Date(openEvent.start))
    openPanel(draftFromEvent(openEvent))
  }, [linkedEvent])
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  const onDateClick = (date: Date, allDay: boolean) => openPanel(newDraft(date, allDay))
  const onEventClick = (e: CalendarEvent) => openPanel(draftFromEvent(e))

  return (
    <>
      <Head title={t('calendar.pageTitle')} />
      <h1 className="sr-only">{t('calendar.pageTitle')}</h1>
      <div className="calendar-app card relative flex h-[calc(100dvh-12.5rem)] min-h-[40rem] overflow-hidden">
        <CalendarSidebar
          calendars={calendars}
          selected={filters.selected}
          onToggle={filters.toggle}
          onAll={filters.setAll}
          onAdd={addNow}
          open={sidebarOpen}
          onClose={closeSidebar}
        />
        <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
          <button type="button" onClick={() => setSidebarOpen(true)} className="btn-ghost mb-3 self-start px-3 py-1.5 lg:hidden">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('calendar.sidebar.open')}
          </button>
          <div className="min-h-0 flex-1">
            <CalendarView calendars={filters.selected} onDateClick={onDateClick} onEventClick={onEventClick} calendarRef={calendarRef} start={start} />
          </div>
        </div>
      </div>
      {panel && (
        <EventPanel
          key={panel.key}
          initial={panel.draft}
          calendars={calendars}
          meId={meId}
          onClose={() => setPanel(null)}
          onSaved={() => {
            setPanel(null)
            calendarRef.current?.getApi().refetchEvents()
          }}
        />
      )}
    </>
  )
}
