import { Head, usePage } from '@inertiajs/react'
import { useCallback, useRef, useState } from 'react'
import ComposeDialog, { loadEditor } from '@/Components/Email/ComposeDialog'
import MailList from '@/Components/Email/MailList'
import ReadingView from '@/Components/Email/ReadingView'
import Sidebar from '@/Components/Email/Sidebar'
import { buildReply, draftOf, type ReplyMode } from '@/Components/Email/util'
import { EMPTY_DRAFT, type ComposeDraft, type Email, type EmailPageProps } from '@/Components/Email/types'
import { useTranslation } from '@/lib/i18n'

const prepareEditor = () => void loadEditor().catch(() => undefined)

/** The e-mail app: folders and labels, the list, the open conversation and the compose dialog. */
export default function EmailIndex({ emails, emailsMeta, filter, hasMore, smtp }: EmailPageProps) {
  const { t, i18n } = useTranslation()
  const me = usePage().props.auth?.user?.email ?? ''
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const [reading, setReading] = useState<{ id: number; unread: boolean } | null>(null)
  const [compose, setCompose] = useState<{ key: number; draft: ComposeDraft } | null>(null)

  const startCompose = (draft: ComposeDraft) => {
    setSidebarOpen(false)
    setCompose({ key: Date.now(), draft })
  }
  // The row that opened the reading view gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const open = (email: Email) => {
    if (email.folder === 'draft') return startCompose(draftOf(email))
    opener.current = document.activeElement as HTMLElement | null
    setReading({ id: email.id, unread: !email.isRead })
  }
  const closeSidebar = useCallback(() => setSidebarOpen(false), [])
  const closeReading = useCallback(() => {
    setReading(null)
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus())
  }, [])
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
              key={reading.id}
              id={reading.id}
              unread={reading.unread}
              onShown={prepareEditor}
              filter={filter}
              onClose={closeReading}
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
