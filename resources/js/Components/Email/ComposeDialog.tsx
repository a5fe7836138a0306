import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { Info, LoaderCircle, Paperclip, Send, Trash2, X } from 'lucide-react'
import { lazy, Suspense, useId, useState, type DragEvent } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { serverText } from '@/lib/serverText'
import { iconButton, IconButton } from './Actions'
import { AttachmentList } from './ComposeAttachments'
import TokenInput from './TokenInput'
import { useCompose } from './useCompose'
import type { ComposeDraft } from './types'

/** TipTap and ProseMirror: fetched when compose first opens (or the Compose button is hovered). */
export const loadEditor = () => import('@/Components/RichEditor')
const RichEditor = lazy(loadEditor)

interface ComposeDialogProps {
  initial: ComposeDraft
  /** Whether external mail can leave Partage. */
  smtp: boolean
  onClose: () => void
}

/** New mail, reply, forward or draft: bottom-right on large screens, full screen on phones. */
export default function ComposeDialog({ initial, smtp, onClose }: ComposeDialogProps) {
  const { t } = useTranslation()
  const { fields: f, uploads, errors, busy, dirty, send, saveDraft, requestClose } = useCompose(initial, onClose)
  // Discarding what was written (text, recipients, attachments) asks first.
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const discard = () => (dirty ? setConfirmDiscard(true) : onClose())
  const [showCc, setShowCc] = useState(initial.cc.length > 0)
  const [showBcc, setShowBcc] = useState(initial.bcc.length > 0)
  const [dragging, setDragging] = useState(false)
  const subjectId = useId()
  const messageErrorId = useId()
  const title = t(`email.compose.title.${initial.kind ?? 'new'}`)

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    if (e.dataTransfer.files.length > 0) uploads.add(e.dataTransfer.files)
  }
  const toggle = 'cursor-pointer rounded px-1.5 py-2 text-[0.9375rem] text-muted hover:text-primary-text'

  return (
    <Dialog open onClose={requestClose} className="relative z-60">
      <DialogBackdrop className="fixed inset-0 bg-heading/30" />
      <div className="fixed inset-0 flex items-end justify-end sm:p-6">
        <DialogPanel
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
          onDrop={onDrop}
          className="relative flex h-full w-full flex-col overflow-hidden bg-surface text-text shadow-card sm:h-[min(44rem,calc(100vh-3rem))] sm:max-w-2xl sm:rounded-xl"
        >
          <div className="flex items-center gap-2 bg-surface-alt px-5 py-2.5">
            <DialogTitle className="flex-1 truncate text-base font-semibold">{title}</DialogTitle>
            <IconButton label={t('email.compose.close')} icon={X} onClick={requestClose} />
          </div>

          <TokenInput
            label={t('email.compose.to')}
            values={f.to}
            onChange={f.setTo}
            error={errors.to}
            knownNames={initial.names}
            autoFocus={f.to.length === 0}
            aside={
              <span className="flex">
                {!showCc && (
                  <button type="button" className={toggle} onClick={() => setShowCc(true)}>
                    {t('email.compose.cc')}
                  </button>
                )}
                {!showBcc && (
                  <button type="button" className={toggle} onClick={() => setShowBcc(true)}>
                    {t('email.compose.bcc')}
                  </button>
                )}
              </span>
            }
          />
          {showCc && <TokenInput label={t('email.compose.cc')} values={f.cc} onChange={f.setCc} error={errors.cc} knownNames={initial.names} />}
          {showBcc && <TokenInput label={t('email.compose.bcc')} values={f.bcc} onChange={f.setBcc} error={errors.bcc} />}
          <div className="border-b border-line px-5 py-1.5">
            <div className="flex items-center gap-2">
              <label htmlFor={subjectId} className="py-2 text-[0.9375rem] text-muted">
                {t('email.compose.subject')}
              </label>
              <input
                id={subjectId}
                value={f.subject}
                onChange={(e) => f.setSubject(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
                className="h-9 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-heading focus:outline-none"
              />
            </div>
            {errors.subject && (
              <p id={`${subjectId}-error`} className="form-error" role="alert">
                {serverText(errors.subject)}
              </p>
            )}
          </div>
          {!smtp && (
            <p className="flex items-start gap-2 border-b border-line bg-info/8 px-5 py-2 text-xs text-heading">
              <Info className="size-4 shrink-0 text-info" aria-hidden="true" />
              {t('email.compose.noSmtp')}
            </p>
          )}

          <Suspense
            fallback={
              <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted">
                <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                {t('email.editor.loading')}
              </p>
            }
          >
            <RichEditor
              label={t('email.compose.message')}
              placeholder={t('email.compose.messagePlaceholder')}
              initial={initial.message}
              onChange={f.setMessage}
              onEscape={requestClose}
              autoFocus={f.to.length > 0}
              invalid={Boolean(errors.message)}
              describedBy={errors.message ? messageErrorId : undefined}
            />
          </Suspense>
          {errors.message && (
            <p id={messageErrorId} className="form-error px-5" role="alert">
              {serverText(errors.message)}
            </p>
          )}
          <AttachmentList items={uploads.items} onRemove={uploads.remove} />
          {errors.attachments && (
            <p className="form-error px-5" role="alert">
              {serverText(errors.attachments)}
            </p>
          )}

          <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-3">
            <button type="button" onClick={() => void send()} disabled={busy !== null || uploads.uploading} className="btn-primary">
              {busy === 'send' ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
              {t('email.compose.send')}
            </button>
            <button type="button" onClick={() => void saveDraft()} disabled={busy !== null || uploads.uploading} className="btn-outline px-4">
              {t('email.compose.saveDraft')}
            </button>
            <label title={t('email.compose.attach')} className={`${iconButton} focus-within:outline-2 focus-within:outline-primary`}>
              <Paperclip className="size-5" aria-hidden="true" />
              <input
                type="file"
                multiple
                aria-label={t('email.compose.attach')}
                className="sr-only"
                onChange={(e) => {
                  if (e.target.files) uploads.add(Array.from(e.target.files))
                  e.target.value = ''
                }}
              />
            </label>
            <IconButton label={t('email.compose.discard')} icon={Trash2} onClick={discard} className="ms-auto" disabled={busy !== null} />
          </div>

          {dragging && (
            <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center border-2 border-dashed border-primary bg-primary/10 text-base font-medium text-primary-text">
              {t('email.compose.drop')}
            </div>
          )}
        </DialogPanel>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('email.compose.discardTitle')}
        body={uploads.items.length > 0 ? tCount('email.compose.discardAttachments', uploads.items.length) : t('email.compose.discardBody')}
        confirmLabel={t('email.compose.discardConfirm')}
        cancelLabel={t('email.compose.discardCancel')}
        busy={false}
        onConfirm={() => {
          setConfirmDiscard(false)
          onClose()
        }}
        onClose={() => setConfirmDiscard(false)}
      />
    </Dialog>
  )
}
