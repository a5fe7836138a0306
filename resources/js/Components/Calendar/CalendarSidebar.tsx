import { Download, Plus } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import AppSidebar from '@/Components/AppSidebar'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'
import { EXPORT_URL } from './api'
import { CALENDAR_TONE, type CalendarName, type Tone } from './types'

/** Full class names, so Tailwind sees them. */
const ACCENT: Record<Tone, string> = {
  primary: 'accent-primary',
  success: 'accent-success',
  danger: 'accent-danger',
  warning: 'accent-warning',
  info: 'accent-info',
}

const checkClass = 'size-4.5 shrink-0 cursor-pointer rounded border-input'
const rowClass = 'flex cursor-pointer items-center gap-3 py-1.5 text-[0.9375rem] text-heading select-none'

interface CalendarSidebarProps {
  calendars: readonly CalendarName[]
  selected: readonly CalendarName[]
  onToggle: (name: CalendarName, on: boolean) => void
  onAll: (on: boolean) => void
  onAdd: () => void
  /** Shown over the calendar on small screens. */
  open: boolean
  onClose: () => void
}

/** Add event, the calendar filters (remembered) and the iCalendar export. */
export default function CalendarSidebar({ calendars, selected, onToggle, onAll, onAdd, open, onClose }: CalendarSidebarProps) {
  const { t } = useTranslation()
  const canAdd = useAbility().can('manage', 'Calendar')
  const all = selected.length === calendars.length
  const allRef = useRef<HTMLInputElement>(null)
  const headingId = useId()
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = !all && selected.length > 0
  }, [all, selected.length])

  return (
    <AppSidebar
      label={t('calendar.sidebar.title')}
      closeLabel={t('calendar.sidebar.close')}
      width="w-70"
      divided
      open={open}
      onClose={onClose}
      action={
        // The events are shared: who only reads them (a viewer) adds none.
        canAdd && (
          <button type="button" onClick={onAdd} className="btn-primary flex-1">
            <Plus className="size-4" aria-hidden="true" />
            {t('calendar.addEvent')}
          </button>
        )
      }
    >
      <div role="group" aria-labelledby={headingId} className="flex-1 overflow-y-auto p-5">
        <h2 id={headingId} className="mb-3 text-xs font-medium tracking-wide text-muted uppercase">
          {t('calendar.filters.title')}
        </h2>
        <label className={rowClass}>
          <input ref={allRef} type="checkbox" checked={all} onChange={(e) => onAll(e.target.checked)} className={`${checkClass} accent-primary`} />
          {t('calendar.filters.viewAll')}
        </label>
        {calendars.map((name) => (
          <label key={name} className={rowClass}>
            <input
              type="checkbox"
              checked={selected.includes(name)}
              onChange={(e) => onToggle(name, e.target.checked)}
              className={`${checkClass} ${ACCENT[CALENDAR_TONE[name]]}`}
            />
            {t(`calendar.names.${name}`)}
          </label>
        ))}
      </div>
      <div className="border-t border-line p-5">
        {/* The calendars shown are the ones exported. */}
        <a href={all ? EXPORT_URL : `${EXPORT_URL}?calendars=${selected.map(encodeURIComponent).join(',')}`} download className="btn-outline w-full">
          <Download className="size-4" aria-hidden="true" />
          {t('calendar.export')}
        </a>
      </div>
    </AppSidebar>
  )
}
