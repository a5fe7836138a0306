import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { LoaderCircle, Trash2, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import EventFields from './EventFields'
import { useEventForm, type FormOutcome } from './useEventForm'
import type { CalendarName, EventDraft } from './types'

interface EventPanelProps {
  initial: EventDraft
  calendars: readonly CalendarName[]
  /** The signed-in user (never offered as a guest). */
  meId?: number
  onClose: () => void
  /** After an add, update or delete the server accepted. */
  onSaved: (outcome: FormOutcome) => void
}

/** Add, change or delete an event, in a panel from the end of the screen; guests see the event read-only. */
export default function EventPanel({ initial, calendars, meId, onClose, onSaved }: EventPanelProps) {
  const { t } = useTranslation()
  const { draft, set, setAllDay, errors, busy, save, remove } = useEventForm(initial, onSaved)
  const [confirming, setConfirming] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const isNew = initial.id === undefined
  const readOnly = !initial.editable
  const title = t(isNew ? 'calendar.panel.addTitle' : readOnly ? 'calendar.panel.viewTitle' : 'calendar.panel.editTitle')

  // The first field the server refused takes the focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors])

  return (
    <Dialog open onClose={onClose} className="relative z-60">
      <DialogBackdrop className="fixed inset-0 bg-heading/30" />
      <DialogPanel
        as="form"
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!readOnly) void save()
        }}
        className="fixed inset-y-0 end-0 flex w-full max-w-md flex-col bg-surface text-text shadow-card"
      >
        <div className="flex items-center gap-3 border-b border-line px-6 py-4">
          <DialogTitle className="flex-1 truncate text-lg font-semibold text-heading">{title}</DialogTitle>
          <button type="button" onClick={onClose} className="btn-ghost rounded-full p-2" aria-label={t('calendar.panel.close')}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 space-y-4 overflow-y-auto px-6 py-5">
          {readOnly && draft.organizer && (
            <p className="rounded-md bg-info/10 px-3 py-2 text-sm text-heading">
              {t('calendar.panel.organizer', { name: draft.organizer.fullName || draft.organizer.email })} {t('calendar.panel.readOnly')}
            </p>
          )}
          <EventFields draft={draft} errors={errors} calendars={calendars} set={set} setAllDay={setAllDay} savedUrl={initial.url} meId={meId} />
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-line px-6 py-4">
          {!readOnly && (
            <button type="submit" disabled={busy !== null} className="btn-primary">
              {busy === 'save' && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {t(isNew ? 'calendar.panel.add' : 'calendar.panel.update')}
            </button>
          )}
          <button type="button" onClick={onClose} className="btn-outline px-4">
            {t(readOnly ? 'calendar.panel.close' : 'calendar.panel.cancel')}
          </button>
          {!isNew && !readOnly && (
            <button
              type="button"
              // Deletion is for good: the first click asks, the second deletes.
              onClick={() => (confirming ? void remove() : setConfirming(true))}
              onBlur={() => setConfirming(false)}
              disabled={busy !== null}
              className={`btn ms-auto border border-danger px-4 ${confirming ? 'bg-danger text-on-primary' : 'text-danger hover:bg-danger/10'}`}
            >
              {busy === 'delete' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Trash2 className="size-4" aria-hidden="true" />}
              {t(confirming ? 'calendar.panel.confirmDelete' : 'calendar.panel.delete')}
            </button>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  )
}
