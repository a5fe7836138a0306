import { Download, Plus, X } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
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
  const all = selected.length === calendars.length
  const allRef = useRef<HTMLInputElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = !all && selected.length > 0
  }, [all, selected.length])
  // Open over the calendar (small screens): it takes the focus, Esc closes it.
  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="absolute inset-0 z-20 bg-heading/30 lg:hidden" />}
      <aside
        aria-label={t('calendar.sidebar.title')}
        className={`z-30 flex w-70 shrink-0 flex-col border-e border-line bg-surface max-lg:absolute max-lg:inset-y-0 max-lg:start-0 max-lg:shadow-card max-lg:transition-transform motion-reduce:transition-none ${
          open ? '' : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full'
        }`}
      >
        <div className="flex items-center gap-2 border-b border-line p-5">
          <button type="button" onClick={onAdd} className="btn-primary flex-1">
            <Plus className="size-4" aria-hidden="true" />
            {t('calendar.addEvent')}
          </button>
          <button ref={closeRef} type="button" onClick={onClose} aria-label={t('calendar.sidebar.close')} className="btn-ghost rounded-full p-2 lg:hidden">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
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
      </aside>
    </>
  )
}
