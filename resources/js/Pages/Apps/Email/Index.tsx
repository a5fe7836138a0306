import { Head, router, usePage } from '@inertiajs/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import ComposeDialog, { loadEditor } from '@/Components/Email/ComposeDialog'
import MailList from '@/Components/Email/MailList'
import ReadingView from '@/Components/Email/ReadingView'
import Sidebar from '@/Components/Email/Sidebar'
import { reloadMail } from '@/Components/Email/api'
import { buildReply, draftOf, listPath, mailPath, type ReplyMode } from '@/Components/Email/util'
import { EMPTY_DRAFT, type ComposeDraft, type Email, type EmailPageProps } from '@/Components/Email/types'
import { useTranslation } from '@/lib/i18n'

const prepareEditor = () => void loadEditor().catch(() => undefined)

/** A mail was open in this tab: when the list shows again (even remounted by Back), it is reloaded. */
let mailWasOpen = false

/** The list's query (search, page) that the mail URLs keep, so Back and Close return to the same list. */
const listQuery = () => (typeof window === 'undefined' ? '' : window.location.search)

/**
 * The e-mail app: folders and labels, the list, the open conversation and the compose dialog.
 * An open mail has its own URL (/apps/email/{folder}/{id}): opening one is a client-side
 * visit that pushes it on the history, so Back closes it, and the URL can be shared.
 */
export default function EmailIndex({ emails, emailsMeta, filter, hasMore, smtp, openId = null }: EmailPageProps) {
  const { t, i18n } = useTranslation()
  const me = usePage().props.auth?.user?.email ?? ''
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [compose, setCompose] = useState<{ key: number; draft: ComposeDraft } | null>(null)
  // Whether the open mail's history entry was pushed from this list: then closing it is going back.
  const pushed = useRef(false)
  const listed = openId === null ? undefined : (emails ?? []).find((e) => e.id === openId)
  // A mail not on this page of the list (a link) may have been unread: the counts are reloaded once it shows.
  const reading = openId === null ? null : { id: openId, unread: !listed || !listed.isRead }

  const startCompose = (draft: ComposeDraft) => {
    setSidebarOpen(false)
    setCompose({ key: Date.now(), draft })
  }
  // The row that opened the reading view gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (email: Email) => {
    if (email.folder === 'draft') return startCompose(draftOf(email))
    opener.current = document.activeElement as HTMLElement | null
    pushed.current = true
    router.push({ url: mailPath(filter, email.id) + listQuery(), props: (p) => ({ ...p, openId: email.id }), preserveState: true, preserveScroll: true })
  }
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  const closeReading = useCallback(() => {
    if (pushed.current) {
      window.history.back() // the list's own entry, as it was
      return
    }
    router.push({ url: listPath(filter) + listQuery(), props: (p) => ({ ...p, openId: null }), preserveState: true, preserveScroll: true })
  }, [filter])
  // Previous/next: the URL follows the mail shown, in the same history entry.
  const showMail = useCallback(
    (id: number) => router.replace({ url: mailPath(filter, id) + listQuery(), props: (p) => ({ ...p, openId: id }), preserveState: true, preserveScroll: true }),
    [filter],
  )
  // The mail closed (the close button, Esc, Back, which restores the list's entry as it was):
  // the list shows what changed meanwhile (read, moved), and the row gets the focus back.
  useEffect(() => {
    if (openId !== null) {
      mailWasOpen = true
      return
    }
    if (!mailWasOpen) return
    mailWasOpen = false
    pushed.current = false
    reloadMail()
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus())
  }, [openId])
  const reply = (email: Email, mode: ReplyMode) => startCompose(buildReply(email, mode, me, i18n.language))

  const place = filter.label ? t(`email.labels.${filter.label}`) : t(`email.folders.${filter.folder || 'inbox'}`)
  const meta = emailsMeta ?? { inbox: 0, draft: 0, spam: 0 }

  return (
    <>
      <Head title={`${place} · ${t('email.pageTitle')}`} />
      <h1 className="sr-only">{t('email.heading', { place })}</h1>
      <div className="card relative flex h-[calc(100dvh-12.5rem)] min-h-[34rem] overflow-hidden">
        <Sidebar
          filter={filter}
          meta={meta}
          onCompose={() => startCompose(EMPTY_DRAFT)}
          onPrepareCompose={prepareEditor}
          open={sidebarOpen}
          onClose={closeSidebar}
        />
        <div className="relative min-w-0 flex-1">
          <MailList
            emails={emails ?? []}
            filter={filter}
            hasMore={hasMore}
            onOpen={open}
            onOpenSidebar={() => setSidebarOpen(true)}
            covered={reading !== null}
          />
          {reading !== null && (
            <ReadingView
              id={reading.id}
              unread={reading.unread}
              onShown={prepareEditor}
              filter={filter}
              onClose={closeReading}
              onShowMail={showMail}
              onReply={reply}
              onEditDraft={(e) => startCompose(draftOf(e))}
            />
          )}
        </div>
      </div>
      {compose && <ComposeDialog key={compose.key} initial={compose.draft} smtp={smtp} onClose={() => setCompose(null)} />}
    </>
  )
}
