import { Field as SwitchField, Label, Switch } from '@headlessui/react'
import { ExternalLink } from 'lucide-react'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import GuestPicker from './GuestPicker'
import type { CalendarName, EventDraft, EventErrors } from './types'

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
      <Field label={t('calendar.panel.title')} error={errors.title} data-autofocus={readOnly ? undefined : true} required value={draft.title} onChange={(v) => set('title', v)} />
      <Select
        label={t('calendar.panel.calendar')}
        error={errors.calendar}
        value={draft.calendar}
        options={calendars.map((c) => ({ value: c, label: t(`calendar.names.${c}`) }))}
        onChange={(v) => set('calendar', v as CalendarName)}
      />
      <SwitchField className="flex items-center gap-3">
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
      </SwitchField>
      <div className={`grid gap-4 ${draft.allDay ? 'sm:grid-cols-2' : ''}`}>
        <Field key={`start-${timeType}`} label={t('calendar.panel.start')} error={errors.start} type={timeType} required value={draft.start} onChange={(v) => set('start', v)} />
        <Field key={`end-${timeType}`} label={t('calendar.panel.end')} error={errors.end} type={timeType} value={draft.end} onChange={(v) => set('end', v)} />
      </div>
      <div>
        <Field label={t('calendar.panel.url')} error={errors.url} type="url" dir="ltr" inputMode="url" placeholder="https://" value={draft.url} onChange={(v) => set('url', v)} />
        <EventLink url={savedUrl} />
      </div>
      <GuestPicker value={draft.guests} onChange={(guests) => set('guests', guests)} excludeId={meId} error={errors.guests} disabled={readOnly} />
      <Field label={t('calendar.panel.location')} error={errors.location} value={draft.location} onChange={(v) => set('location', v)} />
      <Field label={t('calendar.panel.description')} error={errors.description} rows={4} value={draft.description} onChange={(v) => set('description', v)} />
    </fieldset>
  )
}
