import { Paperclip } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { StarToggle } from './Actions'
import { formatListTime, LABEL_DOT, snippet } from './util'
import type { Email } from './types'

interface MailRowProps {
  email: Email
  /** Sent and draft lists show the recipients instead of the sender. */
  showRecipients: boolean
  selected: boolean
  onSelect: (selected: boolean) => void
  onStar: () => void
  onOpen: () => void
}

/** One mail of the list: checkbox, star, then a button that opens it. */
export default function MailRow({ email, showRecipients, selected, onSelect, onStar, onOpen }: MailRowProps) {
  const { t, i18n } = useTranslation()
  const subject = email.subject || t('email.noSubject')
  const recipients = email.to.map((a) => a.name || a.email).join(', ')
  const who = showRecipients ? t('email.toList', { names: recipients || t('email.noRecipients') }) : email.from.name || email.from.email
  const avatar = showRecipients ? { name: email.to[0]?.name || email.to[0]?.email || '?', src: '' } : { name: email.from.name || email.from.email, src: email.from.avatar }
  const unread = !email.isRead

  return (
    <tr
      className={`border-b border-line transition-colors hover:bg-primary/4 ${selected ? 'bg-primary/6' : unread ? 'bg-surface' : 'bg-surface-alt/50'}`}
    >
      <td className="w-10 py-2.5 ps-3 sm:ps-4">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('email.select', { subject })}
          className="form-check"
        />
      </td>
      <td className="w-10 py-1">
        <StarToggle starred={email.isStarred} subject={subject} onToggle={onStar} />
      </td>
      <td className="py-1 pe-3 sm:pe-4">
        <button type="button" onClick={onOpen} className="flex w-full min-w-0 cursor-pointer items-center gap-3 py-1.5 text-start">
          <Avatar name={avatar.name} src={avatar.src} className="size-8 max-sm:hidden" />
          <span className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
            <span className={`block truncate text-[0.9375rem] sm:w-44 sm:shrink-0 ${unread ? 'font-semibold text-heading' : 'text-heading'}`}>
              {who}
              {unread && <span className="sr-only"> ({t('email.unread')})</span>}
            </span>
            <span className="block min-w-0 truncate text-sm sm:flex-1">
              <span className={unread ? 'font-semibold text-heading' : 'text-heading'}>{subject}</span>
              <span className="text-muted max-sm:hidden"> — {snippet(email.message)}</span>
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {email.labels.length > 0 && (
              <span className="flex items-center gap-1 max-sm:hidden">
                {email.labels.map((label) => (
                  <span key={label} title={t(`email.labels.${label}`)} className={`size-2 rounded-full ${LABEL_DOT[label]}`}>
                    <span className="sr-only">{t(`email.labels.${label}`)}</span>
                  </span>
                ))}
              </span>
            )}
            {email.attachments.length > 0 && (
              <Paperclip className="size-4 text-muted" role="img" aria-label={t('email.hasAttachments')} />
            )}
            <time dateTime={email.time} className={`min-w-14 text-end text-xs ${unread ? 'font-semibold text-heading' : 'text-muted'}`}>
              {formatListTime(email.time, i18n.language)}
            </time>
          </span>
        </button>
      </td>
    </tr>
  )
}
