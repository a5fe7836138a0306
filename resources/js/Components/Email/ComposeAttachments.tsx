import { FileText, LoaderCircle, TriangleAlert, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatBytes } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { ApiError } from '@/lib/api'
import { MAX_ATTACHMENT_BYTES, uploadAttachment } from './api'
import type { Attachment } from './types'

export interface UploadItem {
  key: string
  fileName: string
  size: string
  status: 'uploading' | 'done' | 'error'
  /** 0–1 while uploading. */
  progress: number
  error?: string
  attachment?: Attachment
}


let seq = 0

/** The compose dialog's attachments: each file uploads as soon as it is added (POST attachments). */
export function useUploads(initial: Attachment[]) {
  const { t } = useTranslation()
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((a) => ({ key: `a${a.id}`, fileName: a.fileName, size: formatBytes(a.sizeBytes), status: 'done', progress: 1, attachment: a })),
  )
  const aborts = useRef(new Map<string, () => void>())
  useEffect(() => {
    const pending = aborts.current
    return () => pending.forEach((abort) => abort())
  }, [])

  const patch = (key: string, change: Partial<UploadItem>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)))

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const key = `f${++seq}`
        const item: UploadItem = { key, fileName: file.name, size: formatBytes(file.size), status: 'uploading', progress: 0 }
        if (file.size > MAX_ATTACHMENT_BYTES || file.size === 0) {
          setItems((list) => [...list, { ...item, status: 'error', error: t(file.size === 0 ? 'email.attach.empty' : 'email.attach.tooLarge') }])
          continue
        }
        setItems((list) => [...list, item])
        const upload = uploadAttachment(file, (progress) => patch(key, { progress }))
        aborts.current.set(key, upload.abort)
        upload.promise
          .then((attachment) => patch(key, { status: 'done', progress: 1, attachment }))
          .catch((e: unknown) => {
            if (e instanceof ApiError && e.code === 'aborted') return
            const detail = e instanceof ApiError ? e.fields.file || e.detail : ''
            patch(key, { status: 'error', error: detail || t(e instanceof ApiError && e.status === 413 ? 'email.attach.tooLarge' : 'email.attach.failed') })
          })
          .finally(() => aborts.current.delete(key))
      }
    },
    [t],
  )

  const remove = (key: string) => {
    aborts.current.get(key)?.()
    setItems((list) => list.filter((it) => it.key !== key))
  }

  const ids = items.flatMap((it) => (it.status === 'done' && it.attachment ? [it.attachment.id] : []))
  const uploading = items.some((it) => it.status === 'uploading')
  return { items, add, remove, ids, uploading }
}

/** The attached files: name, size, upload progress or error, and a remove button. */
export function AttachmentList({ items, onRemove }: { items: UploadItem[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation()
  if (items.length === 0) return null
  return (
    <ul aria-label={t('email.attach.list')} className="flex flex-wrap gap-2 px-5 py-3">
      {items.map((it) => (
        <li
          key={it.key}
          className={`relative flex max-w-full items-center gap-2 overflow-hidden rounded-lg border py-1.5 ps-2.5 pe-1 text-sm ${
            it.status === 'error' ? 'border-danger bg-danger/5' : 'border-line bg-surface-alt'
          }`}
        >
          {it.status === 'uploading' ? (
            <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
          ) : it.status === 'error' ? (
            <TriangleAlert className="size-4 shrink-0 text-danger" aria-hidden="true" />
          ) : (
            <FileText className="size-4 shrink-0 text-muted" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <span className="block max-w-52 truncate font-medium text-heading">{it.fileName}</span>
            <span className={`block text-xs ${it.status === 'error' ? 'text-danger' : 'text-muted'}`} role={it.status === 'error' ? 'alert' : undefined}>
              {it.status === 'error' ? serverText(it.error ?? '') : it.status === 'uploading' ? t('email.attach.uploading', { percent: Math.round(it.progress * 100) }) : it.size}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onRemove(it.key)}
            aria-label={t('email.attach.remove', { name: it.fileName })}
            className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-current/10"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
          {it.status === 'uploading' && (
            <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 bg-primary" style={{ width: `${Math.round(it.progress * 100)}%` }} />
          )}
        </li>
      ))}
    </ul>
  )
}
