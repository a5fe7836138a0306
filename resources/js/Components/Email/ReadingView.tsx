import { ChevronLeft, ChevronRight, Forward, LoaderCircle, Pencil, Reply, ReplyAll, RotateCcw, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useRealtime } from '@/lib/realtime'
import { notify } from '@/lib/toast'
import { IconButton, LabelMenu, LabelPills, MoveMenu, StarToggle } from './Actions'
import { mailApi, reloadMail, trashWithUndo } from './api'
import ThreadMessage from './ThreadMessage'
import type { ReplyMode } from './util'
import type { Email, EmailFilter, Folder, Label } from './types'

interface ReadingViewProps {
  id: number
  /** The mail was unread in the list: opening it changes the counts, so the list reloads. */
  unread: boolean
  /** Called once the mail shows (the page fetches the compose editor then: a reply is likely). */
  onShown?: () => void
  filter: EmailFilter
  onClose: () => void
  /** Previous/next showed another mail: the page's URL follows. */
  onShowMail?: (id: number) => void
  onReply: (email: Email, mode: ReplyMode) => void
  onEditDraft: (email: Email) => void
}

/** The open mail (GET get-email) over the list: actions, previous/next, the conversation, reply buttons. */
export default function ReadingView({ id, unread, onShown, filter, onClose, onShowMail, onReply, onEditDraft }: ReadingViewProps) {
  const { t } = useTranslation()
  const [email, setEmail] = useState<Email | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [open, setOpen] = useState<Set<number>>(new Set())

  const show = (mail: Email) => {
    setEmail(mail)
    setOpen(new Set([mail.id]))
  }

  // A mail of this conversation changed state with the mail server: show it at once.
  useRealtime('mail.delivery', (event) =>
    setEmail((mail) => {
      if (!mail || !event.id) return mail
      const patch = (m: Email): Email => (m.id === event.id ? { ...m, delivery: event.delivery, outgoing: event.outgoing } : m)
      return { ...patch(mail), replies: mail.replies.map(patch) }
    }),
  )

  useEffect(() => {
    if (email?.id === id) return // previous/next showed it already
    const controller = new AbortController()
    setFailed(false)
    mailApi
      .get(id, filter, controller.signal)
      .then((mail) => {
        show(mail)
        onShown?.()
        if (unread) reloadMail() // now read: the counts change
      })
      .catch(() => !controller.signal.aborted && setFailed(true))
    return () => controller.abort()
    // The filter is read once per opening: a reload of the list must not refetch.
  }, [id])

  // Esc goes back to the list (unless a menu or dialog handled it).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('[role="dialog"]') && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])

  // A move closes the mail: the list reloads once it shows again, not here (the URL is changing).
  const act = async (action: () => Promise<unknown>, after: () => void, done?: string, reload = true) => {
    setBusy(true)
    try {
      await action()
      after()
      if (done) void notify('success', done)
      if (reload) reloadMail()
    } catch {
      void notify('error', t('email.failed'))
    } finally {
      setBusy(false)
    }
  }

  const go = (dir: 'previous' | 'next') =>
    email &&
    void act(
      () =>
        mailApi.paginate(dir, email.id, filter).then((mail) => {
          show(mail)
          onShowMail?.(mail.id)
        }),
      () => undefined,
    )

  const back = <IconButton label={t('email.read.back')} icon={ChevronLeft} className="rtl:rotate-180" onClick={onClose} autoFocus />
  if (!email) {
    return (
      <section aria-label={t('email.read.loading')} className="absolute inset-0 z-10 flex flex-col bg-body">
        <div className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">{back}</div>
        <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted">
          {failed ? t('email.read.notFound') : <LoaderCircle className="size-6 animate-spin" aria-label={t('email.read.loading')} />}
        </p>
      </section>
    )
  }

  const subject = email.subject || t('email.noSubject')
  const move = (folder: Folder) =>
    folder === 'trash'
      ? void act(() => trashWithUndo([email.id]), onClose, undefined, false)
      : void act(() => mailApi.update([email.id], { folder }), onClose, t('email.moved', { folder: t(`email.folders.${folder}`) }), false)
  const restore = () => void act(() => mailApi.restore([email.id]), onClose, t('email.restored'), false)
  const toggleLabel = (label: Label) =>
    void act(
      () => mailApi.toggleLabel([email.id], label),
      () => setEmail({ ...email, labels: email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label] }),
    )
  const star = () => void act(() => mailApi.update([email.id], { isStarred: !email.isStarred }), () => setEmail({ ...email, isStarred: !email.isStarred }))
  const thread = [email, ...email.replies]

  return (
    <section aria-labelledby="mail-subject" className="absolute inset-0 z-10 flex flex-col bg-body">
      <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-4">
        {back}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <h2 id="mail-subject" className="truncate text-lg font-semibold">
            {subject}
          </h2>
          <LabelPills labels={email.labels} />
        </div>
        <IconButton label={t('email.read.previous')} icon={ChevronLeft} className="rtl:rotate-180" disabled={busy || !email.hasPreviousMail} onClick={() => go('previous')} />
        <IconButton label={t('email.read.next')} icon={ChevronRight} className="rtl:rotate-180" disabled={busy || !email.hasNextMail} onClick={() => go('next')} />
      </header>
      <div role="toolbar" aria-label={t('email.actions.toolbar')} className="flex items-center gap-1 border-b border-line bg-surface px-3 py-1.5 sm:px-4">
        <StarToggle starred={email.isStarred} subject={subject} onToggle={star} large />
        <LabelMenu applied={email.labels} onToggle={toggleLabel} align="start" />
        <MoveMenu current={email.folder} onMove={move} align="start" />
        {email.folder === 'trash' ? (
          <IconButton label={t('email.actions.restore')} icon={RotateCcw} onClick={restore} />
        ) : (
          <IconButton label={t('email.actions.delete')} icon={Trash2} onClick={() => move('trash')} />
        )}
        {email.folder === 'draft' && (
          <button type="button" onClick={() => onEditDraft(email)} className="btn-ghost ms-auto px-3 py-1.5">
            <Pencil className="size-4" aria-hidden="true" />
            {t('email.read.editDraft')}
          </button>
        )}
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto p-3 sm:p-5">
        {thread.map((mail) => (
          <ThreadMessage
            key={mail.id}
            email={mail}
            expanded={open.has(mail.id)}
            onToggle={() =>
              setOpen((s) => {
                const next = new Set(s)
                if (!next.delete(mail.id)) next.add(mail.id)
                return next
              })
            }
          />
        ))}
        {email.folder !== 'draft' && (
          <div className="card flex flex-wrap items-center gap-2 px-5 py-4">
            <span className="me-auto text-sm text-muted">{t('email.read.replyHint', { name: email.from.name || email.from.email })}</span>
            <button type="button" onClick={() => onReply(email, 'reply')} className="btn-outline px-4 py-2">
              <Reply className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('email.read.reply')}
            </button>
            <button type="button" onClick={() => onReply(email, 'replyAll')} className="btn-outline px-4 py-2">
              <ReplyAll className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('email.read.replyAll')}
            </button>
            <button type="button" onClick={() => onReply(email, 'forward')} className="btn-outline px-4 py-2">
              <Forward className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('email.read.forward')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
