import { Field, Label, Switch } from '@headlessui/react'
import { ExternalLink } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import GuestPicker from './GuestPicker'
import type { CalendarName, EventDraft, EventErrors } from './types'

interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A label, its control and the server's message for it. */
function FormField({ label, error, children }: { label: string; error?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}

/** The saved link of an event: shown as a link, so clicking the event never leaves the page. */
function EventLink({ url }: { url: string }) {
  const { t } = useTranslation()
  if (!/^https?:\/\//i.test(url)) return null
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="link mt-1.5 inline-flex max-w-full items-center gap-1.5 text-sm">
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">{url}</span>
      <span className="sr-only">({t('calendar.panel.newTab')})</span>
    </a>
  )
}

interface EventFieldsProps {
  draft: EventDraft
  errors: EventErrors
  calendars: readonly CalendarName[]
  set: <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void
  setAllDay: (allDay: boolean) => void
  /** The link saved with the event (shown as a link). */
  savedUrl: string
  /** The signed-in user, never offered as a guest. */
  meId?: number
}

/** The side panel's fields: title, calendar, times, link, guests, location and description. */
export default function EventFields({ draft, errors, calendars, set, setAllDay, savedUrl, meId }: EventFieldsProps) {
  const { t } = useTranslation()
  const readOnly = !draft.editable
  const timeType = draft.allDay ? 'date' : 'datetime-local'

  return (
    <fieldset disabled={readOnly} className="space-y-4 [&_.form-input:disabled]:bg-surface-alt">
      <FormField label={t('calendar.panel.title')} error={errors.title}>
        {(p) => <input {...p} data-autofocus={readOnly ? undefined : true} type="text" required value={draft.title} onChange={(e) => set('title', e.target.value)} className="form-input" />}
      </FormField>
      <FormField label={t('calendar.panel.calendar')} error={errors.calendar}>
        {(p) => (
          <select {...p} value={draft.calendar} onChange={(e) => set('calendar', e.target.value as CalendarName)} className="form-input">
            {calendars.map((c) => (
              <option key={c} value={c}>
                {t(`calendar.names.${c}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Field className="flex items-center gap-3">
        <Switch
          checked={draft.allDay}
          onChange={setAllDay}
          className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors focus:outline-none data-checked:bg-primary-solid data-disabled:cursor-not-allowed data-disabled:opacity-65 data-focus:ring-2 data-focus:ring-primary/40 data-focus:ring-offset-2 data-focus:ring-offset-surface"
        >
          <span
            aria-hidden="true"
            className="absolute start-0.75 top-0.75 size-4.5 rounded-full bg-white shadow-soft transition-[inset-inline-start] group-data-checked:start-5.75 motion-reduce:transition-none"
          />
        </Switch>
        <Label className="cursor-pointer text-[0.9375rem] text-heading">{t('calendar.panel.allDay')}</Label>
      </Field>
      <div className={`grid gap-4 ${draft.allDay ? 'sm:grid-cols-2' : ''}`}>
        <FormField label={t('calendar.panel.start')} error={errors.start}>
          {(p) => <input {...p} key={timeType} type={timeType} required value={draft.start} onChange={(e) => set('start', e.target.value)} className="form-input" />}
        </FormField>
        <FormField label={t('calendar.panel.end')} error={errors.end}>
          {(p) => <input {...p} key={timeType} type={timeType} value={draft.end} onChange={(e) => set('end', e.target.value)} className="form-input" />}
        </FormField>
      </div>
      <FormField label={t('calendar.panel.url')} error={errors.url}>
        {(p) => (
          <>
            <input {...p} type="url" dir="ltr" inputMode="url" placeholder="https://" value={draft.url} onChange={(e) => set('url', e.target.value)} className="form-input" />
            <EventLink url={savedUrl} />
          </>
        )}
      </FormField>
      <GuestPicker value={draft.guests} onChange={(guests) => set('guests', guests)} excludeId={meId} error={errors.guests} disabled={readOnly} />
      <FormField label={t('calendar.panel.location')} error={errors.location}>
        {(p) => <input {...p} type="text" value={draft.location} onChange={(e) => set('location', e.target.value)} className="form-input" />}
      </FormField>
      <FormField label={t('calendar.panel.description')} error={errors.description}>
        {(p) => <textarea {...p} rows={4} value={draft.description} onChange={(e) => set('description', e.target.value)} className="form-input resize-y" />}
      </FormField>
    </fieldset>
  )
}
