import { LoaderCircle, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
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
    <Drawer open onClose={onClose} animated={false}>
      <DrawerForm
        formRef={formRef}
        title={title}
        closeLabel={t('calendar.panel.close')}
        onClose={onClose}
        onSubmit={() => {
          if (!readOnly) void save()
        }}
        busy={busy !== null}
        footer={
          <>
            {!readOnly && <SubmitButton label={t(isNew ? 'calendar.panel.add' : 'calendar.panel.update')} busy={busy === 'save'} disabled={busy !== null} />}
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
          </>
        }
      >
        {readOnly && draft.organizer && (
          <p className="rounded-md bg-info/10 px-3 py-2 text-sm text-heading">
            {t('calendar.panel.organizer', { name: draft.organizer.fullName || draft.organizer.email })} {t('calendar.panel.readOnly')}
          </p>
        )}
        <EventFields draft={draft} errors={errors} calendars={calendars} set={set} setAllDay={setAllDay} savedUrl={initial.url} meId={meId} />
      </DrawerForm>
    </Drawer>
  )
}
