import { ChevronDown, Download, FileText } from 'lucide-react'
import { useId } from 'react'
import Avatar from '@/Components/Avatar'
import { formatBytes } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import DeliveryNote from '@/Components/DeliveryNote'
import { sanitizeHtml } from './sanitize'
import { formatFullTime, snippet } from './util'
import type { Attachment, Email } from './types'

function AttachmentLink({ file }: { file: Attachment }) {
  const { t } = useTranslation()
  return (
    <li>
      <a
        href={file.url}
        download={file.fileName}
        className="flex items-center gap-3 rounded-lg border border-line p-2 pe-3 transition-colors hover:border-primary hover:bg-primary/5"
      >
        {file.thumbnail ? (
          <img src={file.thumbnail} alt="" className="size-10 rounded object-cover" />
        ) : (
          <span className="inline-flex size-10 items-center justify-center rounded bg-surface-alt text-muted">
            <FileText className="size-5" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block max-w-48 truncate text-sm font-medium text-heading">{file.fileName}</span>
          <span className="block text-xs text-muted">{formatBytes(file.sizeBytes)}</span>
        </span>
        <Download className="size-4 text-muted" aria-hidden="true" />
        <span className="sr-only">{t('email.read.download')}</span>
      </a>
    </li>
  )
}

interface ThreadMessageProps {
  email: Email
  expanded: boolean
  onToggle: () => void
}

/** One message of a conversation as a card: the header toggles it open or closed. */
export default function ThreadMessage({ email, expanded, onToggle }: ThreadMessageProps) {
  const { t, i18n } = useTranslation()
  const bodyId = useId()
  const name = email.from.name || email.from.email
  const to = email.to.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email)).join(', ')

  return (
    <article aria-label={t('email.read.messageFrom', { name })} className="card overflow-hidden">
      <h3>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          className="flex w-full cursor-pointer items-center gap-3 px-5 py-4 text-start hover:bg-surface-alt/60"
        >
          <Avatar name={name} src={email.from.avatar} className="size-10" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-heading">{name}</span>
            <span className="block truncate text-sm text-muted">{expanded ? email.from.email : snippet(email.message, 90)}</span>
          </span>
          <time dateTime={email.time} className="shrink-0 text-xs text-muted">
            {formatFullTime(email.time, i18n.language)}
          </time>
          <ChevronDown className={`size-4 shrink-0 text-muted transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId} hidden={!expanded} className="border-t border-line px-5 py-4">
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
          <dt className="text-muted">{t('email.read.to')}</dt>
          <dd className="min-w-0 break-words text-heading">{to || t('email.noRecipients')}</dd>
          {email.cc.length > 0 && (
            <>
              <dt className="text-muted">{t('email.read.cc')}</dt>
              <dd className="min-w-0 break-words text-heading">{email.cc.join(', ')}</dd>
            </>
          )}
          {email.bcc.length > 0 && (
            <>
              <dt className="text-muted">{t('email.read.bcc')}</dt>
              <dd className="min-w-0 break-words text-heading">{email.bcc.join(', ')}</dd>
            </>
          )}
        </dl>
        <DeliveryNote delivery={email.delivery} outgoing={email.outgoing} className="mb-4" />
        {expanded && <div className="mail-body text-[0.9375rem] text-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(email.message) }} />}
        {email.attachments.length > 0 && (
          <section aria-label={t('email.read.attachments')} className="mt-5 border-t border-line pt-4">
            <h4 className="mb-2 text-sm font-medium text-heading">{t('email.read.attachmentCount', { count: email.attachments.length })}</h4>
            <ul className="flex flex-wrap gap-2">
              {email.attachments.map((file) => (
                <AttachmentLink key={file.id} file={file} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  )
}
