import { Menu } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { roleLabel } from './format'
import IconButton from '@/Components/IconButton'
import StatusAvatar from './StatusAvatar'
import type { Contact } from './types'

interface ChatHeaderProps {
  contact: Contact
  onOpenSidebar: () => void
  onOpenProfile: () => void
}

/** The open chat's contact: avatar with status, name and role; a click shows their profile. */
export default function ChatHeader({ contact, onOpenSidebar, onOpenProfile }: ChatHeaderProps) {
  const { t } = useTranslation()
  return (
    <header className="flex min-h-16 items-center gap-2 border-b border-line bg-surface px-3 py-2.5 sm:px-4">
      <IconButton label={t('chat.sidebar.open')} icon={Menu} onClick={onOpenSidebar} aria-controls="chat-sidebar" className="lg:hidden" />
      <h2 className="min-w-0 flex-1">
        <button
          type="button"
          onClick={onOpenProfile}
          aria-haspopup="dialog"
          className="flex max-w-full cursor-pointer items-center gap-3 rounded-md text-start"
        >
          <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} className="size-9.5" dot="size-2.5" />
          <span className="min-w-0">
            <span className="block truncate text-[0.9375rem] font-semibold text-heading">{contact.fullName}</span>{' '}
            <span className="block truncate text-sm font-normal text-muted">
              <span className="sr-only">{t(`chat.status.${contact.status}`)}.</span> {roleLabel(contact.role)}
            </span>
          </span>
        </button>
      </h2>
    </header>
  )
}
