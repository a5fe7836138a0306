import { Search, X } from 'lucide-react'
import { useEffect, type RefObject } from 'react'
import { useTranslation } from '@/lib/i18n'
import ContactLists from './ContactLists'
import IconButton from '@/Components/IconButton'
import StatusAvatar from './StatusAvatar'
import type { ChatContact, Contact, ProfileUser } from './types'

interface ChatSidebarProps {
  profile: ProfileUser
  chats: ChatContact[]
  contacts: Contact[]
  activeId: number | null
  onOpen: (contact: Contact) => void
  q: string
  onSearch: (q: string) => void
  searchRef: RefObject<HTMLInputElement | null>
  onOpenProfile: () => void
  /** Shown over the chat on small screens. */
  open: boolean
  onClose: () => void
}

/** The left column: own avatar and the search, then the chats and the contacts. A drawer below lg. */
export default function ChatSidebar({ profile, chats, contacts, activeId, onOpen, q, onSearch, searchRef, onOpenProfile, open, onClose }: ChatSidebarProps) {
  const { t } = useTranslation()
  // Open over the chat (small screens): the search takes the focus, Esc closes it.
  useEffect(() => {
    if (!open) return
    searchRef.current?.focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose, searchRef])

  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="absolute inset-0 z-20 bg-heading/30 lg:hidden" />}
      <aside
        id="chat-sidebar"
        aria-label={t('chat.sidebar.title')}
        className={`z-30 flex w-80 max-w-[85%] shrink-0 flex-col border-e border-line bg-surface max-lg:absolute max-lg:inset-y-0 max-lg:start-0 max-lg:shadow-card max-lg:transition-transform motion-reduce:transition-none lg:max-w-none xl:w-92 ${
          open ? '' : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full'
        }`}
      >
        <div className="flex items-center gap-3 border-b border-line px-4 py-3">
          <button
            type="button"
            onClick={onOpenProfile}
            title={t('chat.profile.open')}
            className="cursor-pointer rounded-full"
          >
            <span className="sr-only">{t('chat.profile.open')}</span>
            <StatusAvatar name={profile.fullName} src={profile.avatar} status={profile.status} className="size-10" />
          </button>
          <div role="search" className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              ref={searchRef}
              type="text"
              enterKeyHint="search"
              value={q}
              onChange={(e) => onSearch(e.target.value)}
              aria-label={t('chat.search')}
              placeholder={t('chat.searchPlaceholder')}
              className="form-input rounded-full py-1.5 ps-9"
            />
          </div>
          <IconButton label={t('chat.sidebar.close')} icon={X} onClick={onClose} className="lg:hidden" />
        </div>
        <ContactLists chats={chats} contacts={contacts} activeId={activeId} myId={profile.id} onOpen={onOpen} searching={q.trim() !== ''} />
      </aside>
    </>
  )
}
