import { Head } from '@inertiajs/react'
import { useCallback, useRef, useState } from 'react'
import ChatHeader from '@/Components/Chat/ChatHeader'
import ChatSidebar from '@/Components/Chat/ChatSidebar'
import Composer from '@/Components/Chat/Composer'
import ContactProfile from '@/Components/Chat/ContactProfile'
import EmptyChat from '@/Components/Chat/EmptyChat'
import MessageLog from '@/Components/Chat/MessageLog'
import OwnProfile from '@/Components/Chat/OwnProfile'
import SidePanel from '@/Components/Chat/SidePanel'
import { totalUnseen } from '@/Components/Chat/state'
import type { ChatPageProps, Contact } from '@/Components/Chat/types'
import { useChat } from '@/Components/Chat/useChat'
import { useTranslation } from '@/lib/i18n'

type Panel = 'own' | 'contact' | null

/** The chat app: chats and contacts with a search, the open conversation, both profiles. */
export default function ChatIndex(props: ChatPageProps) {
  const { t } = useTranslation()
  const { state, loading, loadingOlder, open, send, loadOlder, setProfile, search } = useChat(props)
  const [drawer, setDrawer] = useState(false)
  const [panel, setPanel] = useState<Panel>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const active = state.active
  const unseen = totalUnseen(state.chatsContacts)

  const closeDrawer = useCallback(() => setDrawer(false), [])
  const closePanel = useCallback(() => setPanel(null), [])
  const openContact = (contact: Contact) => {
    setDrawer(false)
    if (contact.id !== active?.contact.id || (!active.chat && !loading)) void open(contact)
  }
  // Wide screens show the lists already: the search gets the focus; narrow ones open the drawer.
  const start = () => {
    setDrawer(true)
    searchRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <Head title={unseen > 0 ? `(${unseen}) ${t('chat.pageTitle')}` : t('chat.pageTitle')} />
      <h1 className="sr-only">{t('chat.pageTitle')}</h1>
      <div className="card relative flex h-[calc(100dvh-12.5rem)] min-h-[34rem] overflow-hidden">
        <ChatSidebar
          profile={state.profile}
          chats={state.chatsContacts}
          contacts={state.contacts}
          activeId={active?.contact.id ?? null}
          onOpen={openContact}
          q={search.q}
          onSearch={search.setQ}
          searchRef={searchRef}
          onOpenProfile={() => setPanel('own')}
          open={drawer}
          onClose={closeDrawer}
        />
        <section aria-label={t('chat.conversation')} className="flex min-w-0 flex-1 flex-col">
          {active ? (
            <>
              <ChatHeader contact={active.contact} onOpenSidebar={() => setDrawer(true)} onOpenProfile={() => setPanel('contact')} />
              <MessageLog
                chat={active.chat}
                contact={active.contact}
                profile={state.profile}
                loading={loading}
                loadingOlder={loadingOlder}
                onLoadOlder={() => void loadOlder()}
              />
              <Composer key={active.contact.id} onSend={send} />
            </>
          ) : (
            <EmptyChat onStart={start} />
          )}
        </section>
        <SidePanel open={panel === 'own'} onClose={closePanel} side="start" title={t('chat.profile.ownTitle')}>
          <OwnProfile profile={state.profile} onChange={setProfile} />
        </SidePanel>
        <SidePanel open={panel === 'contact' && !!active} onClose={closePanel} side="end" title={t('chat.profile.contactTitle', { name: active?.contact.fullName ?? '' })}>
          {active && <ContactProfile contact={active.contact} />}
        </SidePanel>
      </div>
    </>
  )
}
