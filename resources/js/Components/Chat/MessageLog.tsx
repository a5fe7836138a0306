import { LoaderCircle } from 'lucide-react'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from '@/lib/i18n'
import { buildLog, dayLabel } from './format'
import MessageGroup from './MessageGroup'
import type { Chat, Contact, ProfileUser } from './types'

interface MessageLogProps {
  chat: Chat | null
  contact: Contact
  profile: ProfileUser
  /** The chat is being fetched. */
  loading: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
}

/** Closer to the bottom than this (px), the log follows new messages. */
const STICK = 96
/** Closer to the top than this (px), older messages load. */
const LOAD_OLDER_AT = 48

/**
 * The conversation: day dividers and sender groups, oldest at the top. Opens
 * at the bottom, follows new messages while the reader is at the bottom (and
 * always after their own), and loads older messages at the top without moving
 * what is on screen.
 */
export default function MessageLog({ chat, contact, profile, loading, loadingOlder, onLoadOlder }: MessageLogProps) {
  const { t, i18n } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const messages = useMemo(() => chat?.chat ?? [], [chat])
  const items = useMemo(() => buildLog(messages, profile.id), [messages, profile.id])
  const atBottom = useRef(true)
  const before = useRef<{ height: number; top: number } | null>(null)
  const shown = useRef<{ contact: number; first?: number; last?: number }>({ contact: 0 })

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const first = messages[0]?.id
    const lastMessage = messages[messages.length - 1]
    const prev = shown.current
    shown.current = { contact: contact.id, first, last: lastMessage?.id }
    if (prev.contact !== contact.id) {
      el.scrollTop = el.scrollHeight // a chat opens at its latest message
      atBottom.current = true
    } else if (before.current && first !== prev.first && lastMessage?.id === prev.last) {
      el.scrollTop = el.scrollHeight - before.current.height + before.current.top // older ones came in above
    } else if (lastMessage && lastMessage.id !== prev.last && (atBottom.current || lastMessage.senderId === profile.id)) {
      el.scrollTop = el.scrollHeight
    }
    if (first !== prev.first) before.current = null
  }, [messages, contact.id, profile.id])

  const loadOlder = () => {
    const el = ref.current
    if (!el || !chat?.hasMore || loadingOlder) return
    before.current = { height: el.scrollHeight, top: el.scrollTop }
    onLoadOlder()
  }

  const onScroll = () => {
    const el = ref.current
    if (!el) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK
    if (el.scrollTop < LOAD_OLDER_AT) loadOlder()
  }

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-busy={loading || loadingOlder || undefined}
      aria-label={t('chat.log', { name: contact.fullName })}
      tabIndex={0}
      className="flex-1 space-y-5 overflow-y-auto bg-body px-3 py-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:ring-inset sm:px-6"
    >
      {loading ? (
        <p role="status" className="flex h-full items-center justify-center">
          <LoaderCircle className="size-6 animate-spin text-muted" aria-label={t('chat.loading')} />
        </p>
      ) : messages.length === 0 ? (
        <p className="flex h-full items-center justify-center text-center text-sm text-muted">{t('chat.noMessages', { name: contact.fullName })}</p>
      ) : (
        <>
          {chat?.hasMore && (
            <div className="flex justify-center">
              <button type="button" onClick={loadOlder} disabled={loadingOlder} className="btn-ghost px-3 py-1 text-xs">
                {loadingOlder && <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />}
                {t('chat.loadOlder')}
              </button>
            </div>
          )}
          {items.map((item) =>
            item.kind === 'day' ? (
              <div key={item.key} className="flex items-center gap-3 text-xs text-muted">
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
                <span>{dayLabel(item.time, i18n.language)}</span>
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
              </div>
            ) : (
              <MessageGroup
                key={item.key}
                messages={item.messages}
                mine={item.mine}
                name={item.mine ? profile.fullName : contact.fullName}
                avatar={item.mine ? profile.avatar : contact.avatar}
              />
            ),
          )}
        </>
      )}
    </div>
  )
}
