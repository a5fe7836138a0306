import { router } from '@inertiajs/react'
import { ApiError, apiError, callJSON as call, sendJSON } from '@/lib/api'
import { t } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { notify } from '@/lib/toast'
import type { Attachment, Email, EmailFilter, Folder, Label, OutgoingMail, Recipient } from './types'

const post = <T>(url: string, body: unknown) => sendJSON<T>(url, body)

/** The list filter as query parameters, so previous/next follow the list. */
function filterQuery(filter: Pick<EmailFilter, 'folder' | 'label' | 'q'>): string {
  return `folder=${encodeURIComponent(filter.folder)}&label=${encodeURIComponent(filter.label)}&q=${encodeURIComponent(filter.q)}`
}

export type EmailUpdate = { isRead?: boolean; isStarred?: boolean; folder?: Folder }

export const mailApi = {
  update: (emailIds: number[], dataToUpdate: EmailUpdate) => post<unknown>('/apps/email/update-emails', { emailIds, dataToUpdate }),
  /** Mail in the trash goes back to the folder it was moved from (Undo, Restore). */
  restore: (emailIds: number[]) => post<unknown>('/apps/email/restore-emails', { emailIds }),
  toggleLabel: (emailIds: number[], label: Label) => post<unknown>('/apps/email/update-emails-label', { emailIds, label }),
  get: (id: number, filter: EmailFilter, signal?: AbortSignal) =>
    call<Email>(`/apps/email/get-email?id=${id}&${filterQuery(filter)}`, { signal }),
  paginate: (dir: 'previous' | 'next', emailId: number, filter: EmailFilter) =>
    call<Email>(`/apps/email/paginate-email?dir=${dir}&emailId=${emailId}&${filterQuery(filter)}`),
  recipients: (q: string, signal?: AbortSignal) =>
    call<{ recipients?: Recipient[] }>(`/apps/email/recipients?q=${encodeURIComponent(q)}`, { signal }).then((b) => b.recipients ?? []),
  send: (mail: OutgoingMail) => post<{ email: Email; notDelivered?: string[] }>('/apps/email/send', mail),
  saveDraft: (mail: OutgoingMail) => post<{ email: Email }>('/apps/email/drafts', mail),
}

/** Reloads what a change can alter: the list, the counts and the menu's unread badge. */
export function reloadMail(): void {
  router.reload({ only: ['emails', 'emailsMeta', 'hasMore', 'menu'] })
}

/**
 * Moves mail to the trash, then says so in a toast whose Undo puts each mail
 * back in the folder it came from (the server remembers it). Rejects when the move fails.
 */
export async function trashWithUndo(ids: number[]): Promise<void> {
  await mailApi.update(ids, { folder: 'trash' })
  const undo = async () => {
    try {
      await mailApi.restore(ids)
      void notify('success', tCount('email.undone', ids.length))
    } catch {
      void notify('error', t('email.failed'))
    }
    reloadMail()
  }
  void notify('success', tCount('email.trashed', ids.length), { action: { label: t('email.undo'), onClick: () => void undo() } })
}

export const ATTACHMENT_URL = '/apps/email/attachments'
/** The server refuses larger files. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024

export interface Upload {
  promise: Promise<Attachment>
  abort: () => void
}

/** Uploads one file (multipart field `file`) with progress (0–1); resolves the stored attachment. */
export function uploadAttachment(file: File, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest()
  const promise = new Promise<Attachment>((resolve, reject) => {
    xhr.open('POST', ATTACHMENT_URL)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as { attachment?: Attachment }
      if (xhr.status >= 200 && xhr.status < 300 && body.attachment) resolve(body.attachment)
      else reject(apiError(xhr.status, ATTACHMENT_URL, body))
    }
    xhr.onerror = () => reject(new ApiError(0, ATTACHMENT_URL))
    xhr.onabort = () => reject(new ApiError(0, ATTACHMENT_URL, 'aborted'))
    const data = new FormData()
    data.append('file', file)
    xhr.send(data)
  })
  return { promise, abort: () => xhr.abort() }
}
