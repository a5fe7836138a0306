import { useId } from 'react'
import Pill from '@/Components/Shell/Pill'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { truncate } from '@/lib/text'
import { listTime, roleLabel } from './format'
import StatusAvatar from './StatusAvatar'
import type { ChatContact, Contact } from './types'

const itemClass = (active: boolean) =>
  `flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-start transition-colors ${
    active ? 'bg-primary-solid text-on-primary shadow-soft' : 'hover:bg-surface-alt'
  }`

interface ItemProps {
  contact: Contact
  active: boolean
  onOpen: (contact: Contact) => void
  /** The second line: the last message, or what they wrote about themselves. */
  line: string
  /** A chat's last message time and unseen count. */
  time?: string
  timeLabel?: string
  unseen?: number
}

/** One person of a list: a button whose text starts with their name. */
function Item({ contact, active, onOpen, line, time, timeLabel, unseen = 0 }: ItemProps) {
  const { t } = useTranslation()
  return (
    <li>
      <button type="button" onClick={() => onOpen(contact)} aria-current={active ? 'true' : undefined} className={itemClass(active)}>
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} className="size-9.5" dot="size-2.5" />
        <span className="min-w-0 flex-1">
          <span className={`block truncate text-[0.9375rem] font-medium ${active ? '' : 'text-heading'}`}>
            {contact.fullName}
          </span>{' '}
          <span className={`block truncate text-sm ${active ? '' : 'text-muted'}`}>
            <span className="sr-only">{t(`chat.status.${contact.status}`)}.</span> <bdi>{line}</bdi>
            {unseen > 0 && <span className="sr-only">. {tCount('chat.unseen', unseen)}</span>}
          </span>
        </span>{' '}
        {(time || unseen > 0) && (
          <span className="flex shrink-0 flex-col items-end gap-1 self-start pt-0.5">
            {time && (
              <time dateTime={timeLabel} dir="auto" className={`text-xs ${active ? '' : 'text-muted'}`}>
                {time}
              </time>
            )}
            {unseen > 0 && (
              <Pill tone="danger" className="min-w-5">
                <span aria-hidden="true">{unseen > 99 ? '99+' : unseen}</span>
              </Pill>
            )}
          </span>
        )}
      </button>
    </li>
  )
}

interface ContactListsProps {
  chats: ChatContact[]
  contacts: Contact[]
  activeId: number | null
  myId: number
  onOpen: (contact: Contact) => void
  /** A search is on: the empty texts say "no match". */
  searching: boolean
}

const heading = 'px-3 pt-4 pb-2 text-sm font-medium tracking-wide text-primary-text uppercase'

/** "Chats" (newest first, with the last message and unseen count) then "Contacts" (everyone, with their about). */
export default function ContactLists({ chats, contacts, activeId, myId, onOpen, searching }: ContactListsProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const lastLine = (c: ChatContact) => {
    const last = c.chat.lastMessage
    if (!last) return c.about
    const text = truncate(last.message, 80)
    return last.senderId === myId ? t('chat.youWrote', { message: text }) : text
  }
  return (
    <div className="flex-1 overflow-y-auto px-2 pb-3">
      <h2 id={`${id}-chats`} className={heading}>
        {t('chat.lists.chats')}
      </h2>
      {chats.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">{searching ? t('chat.lists.noChatsFound') : t('chat.lists.noChats')}</p>
      ) : (
        <ul aria-labelledby={`${id}-chats`} className="space-y-0.5">
          {chats.map((c) => (
            <Item
              key={c.id}
              contact={c}
              active={c.id === activeId}
              onOpen={onOpen}
              line={lastLine(c)}
              time={c.chat.lastMessage ? listTime(c.chat.lastMessage.time, i18n.language) : undefined}
              timeLabel={c.chat.lastMessage?.time}
              unseen={c.chat.unseenMsgs}
            />
          ))}
        </ul>
      )}
      <h2 id={`${id}-contacts`} className={heading}>
        {t('chat.lists.contacts')}
      </h2>
      {contacts.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">{searching ? t('chat.lists.noContactsFound') : t('chat.lists.noContacts')}</p>
      ) : (
        <ul aria-labelledby={`${id}-contacts`} className="space-y-0.5">
          {contacts.map((c) => (
            <Item key={c.id} contact={c} active={c.id === activeId && !chats.some((x) => x.id === c.id)} onOpen={onOpen} line={c.about || roleLabel(c.role)} />
          ))}
        </ul>
      )}
    </div>
  )
}
