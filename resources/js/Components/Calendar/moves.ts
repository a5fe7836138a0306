import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { ApiError } from '@/lib/api'
import { calendarApi } from './api'
import { payloadFromMoved, type MovedEvent } from './convert'

/** What FullCalendar hands over after a drag or a resize (EventDropArg, EventResizeDoneArg). */
export interface MoveInfo {
  event: MovedEvent
  revert: () => void
}

/** Saves a drag or a resize at once; when the server refuses, the event goes back and a toast says why. */
export async function saveMove(info: MoveInfo): Promise<boolean> {
  const title = info.event.title
  try {
    await calendarApi.update(payloadFromMoved(info.event))
    void notify('success', t('calendar.toast.moved', { title }))
    return true
  } catch (err) {
    info.revert()
    const key = err instanceof ApiError && err.status === 403 ? 'calendar.toast.notYours' : 'calendar.toast.moveFailed'
    void notify('error', t(key, { title }))
    return false
  }
}
