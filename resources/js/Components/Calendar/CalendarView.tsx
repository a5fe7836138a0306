import type { EventClickArg, EventDropArg, EventSourceFuncArg, EventInput } from '@fullcalendar/core'
import deLocale from '@fullcalendar/core/locales/de'
import frLocale from '@fullcalendar/core/locales/fr'
import ptLocale from '@fullcalendar/core/locales/pt'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react'
import { timeOptions } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { calendarApi } from './api'
import { fromEventApi, toEventInput } from './convert'
import { saveMove } from './moves'
import type { CalendarStart } from './start'
import { useDirection } from './useDirection'
import type { CalendarEvent, CalendarName } from './types'
import './calendar.css'

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
const LOCALES = [frLocale, deLocale, ptLocale]
const TOOLBAR = { start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
/** "Sun 22" rather than "Sun 11/22": the week's columns stay readable on narrow screens. */
const VIEWS = { timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric' } } } as const

interface CalendarViewProps {
  /** The calendars whose events are shown. */
  calendars: CalendarName[]
  onDateClick: (date: Date, allDay: boolean) => void
  onEventClick: (event: CalendarEvent) => void
  calendarRef: RefObject<FullCalendar | null>
  /** The view and the day it opens on (the address's; the month of today otherwise). */
  start?: CalendarStart
}

/**
 * FullCalendar (month, week, day, list) in the user's language and direction:
 * it fetches each range's events itself; a drag or a resize is saved at once
 * and undone when the server refuses it.
 */
export default function CalendarView({ calendars, onDateClick, onEventClick, calendarRef, start }: CalendarViewProps) {
  const { t, i18n } = useTranslation()
  const direction = useDirection()
  const key = calendars.join(',')
  // The grid's hours and the events' times are written like every time of the product (lib/format):
  // "9:00 AM" in English, "09:00" in French, never FullCalendar's own mix of "09 h" and "7:15".
  const timeFormat = useMemo(() => ({ ...timeOptions(i18n.language), omitZeroMinute: false }), [i18n.language])

  // A new function when the filters change: FullCalendar then fetches again.
  const events = useCallback(
    (info: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      if (key === '') return success([])
      calendarApi
        .events(key.split(','), info.start, info.end)
        .then((list) => success(list.map(toEventInput)))
        .catch((err: Error) => {
          failure(err)
          void notify('error', t('calendar.toast.loadFailed'), { id: 'calendar-load' })
        })
    },
    [key, t],
  )

  // The grid follows its box, not only the window: the menu collapsing or the sidebar hiding resize it too.
  const boxRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    let frame = 0
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => calendarRef.current?.getApi().updateSize())
    })
    observer.observe(box)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [calendarRef])

  const clickEvent = (info: EventClickArg) => {
    // An event with a URL is a link: open the panel (which shows the link), never leave the page.
    info.jsEvent.preventDefault()
    onEventClick(fromEventApi(info.event))
  }

  return (
    <div ref={boxRef} className="h-full">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={start?.view ?? 'dayGridMonth'}
        initialDate={start?.date}
        headerToolbar={TOOLBAR}
        views={VIEWS}
        locales={LOCALES}
        locale={i18n.language}
        slotLabelFormat={timeFormat}
        eventTimeFormat={timeFormat}
        direction={direction}
        // Text buttons (the chevrons are drawn by calendar.css): FullCalendar's icon font spans have role="img" and no name.
        buttonIcons={false}
        buttonText={{
          prev: t('calendar.toolbar.previous'),
          next: t('calendar.toolbar.next'),
          today: t('calendar.toolbar.today'),
          month: t('calendar.toolbar.month'),
          week: t('calendar.toolbar.week'),
          day: t('calendar.toolbar.day'),
          list: t('calendar.toolbar.list'),
        }}
        buttonHints={{ prev: t('calendar.toolbar.previous'), next: t('calendar.toolbar.next'), today: t('calendar.toolbar.today') }}
        viewHint={(text: string) => t('calendar.toolbar.view', { view: text })}
        closeHint={t('calendar.panel.close')}
        height="100%"
        // The day's cell keeps the events' text as its name; the date stays on the day number's own label.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        events={events}
        eventDisplay="block"
        dayMaxEvents
        editable
        eventResizableFromStart
        dateClick={(info: DateClickArg) => onDateClick(info.date, info.allDay)}
        eventClick={clickEvent}
        eventDrop={(info: EventDropArg) => void saveMove(info)}
        eventResize={(info: EventResizeDoneArg) => void saveMove(info)}
      />
    </div>
  )
}
