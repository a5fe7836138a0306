import { Link } from '@inertiajs/react'
import { ExternalLink } from 'lucide-react'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import StatusBadge from './StatusBadge'
import type { ContactThread } from './types'

/** The message as its sender wrote it, then the staff's replies, oldest first. */
export default function MessageThread({ message }: { message: ContactThread }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="grid gap-6">
      <section aria-labelledby="contact-original" className="card p-5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="contact-original" className="sr-only">
              {t('coop.contact.message.original')}
            </h2>
            <p className="text-sm text-muted">{t('coop.contact.message.from')}</p>
            <p dir="auto" className="font-medium text-heading">
              {message.name} <span dir="ltr" className="font-normal text-muted">&lt;{message.email}&gt;</span>
            </p>
            {message.tiersId > 0 && (
              <Link href={`/coop/tiers/${message.tiersId}`} className="link mt-1 inline-flex items-center gap-1 text-sm">
                <ExternalLink className="size-3.5" aria-hidden="true" />
                {t('coop.contact.message.tiers')}
              </Link>
            )}
          </div>
          <div className="grid justify-items-end gap-1 text-sm">
            <StatusBadge status={message.status} />
            <span className="text-muted">
              {t('coop.contact.message.received')} {formatDateTime(message.createdAt, i18n.language)}
            </span>
          </div>
        </div>
        <p dir="auto" className="whitespace-pre-wrap break-words text-text">
          {message.body}
        </p>
      </section>
      <section aria-labelledby="contact-replies" className="card p-5 sm:p-6">
        <h2 id="contact-replies" className="mb-4 text-base font-semibold text-heading">
          {t('coop.contact.message.replies')}
        </h2>
        {message.replies.length === 0 ? (
          <p className="text-muted">{t('coop.contact.message.noReplies')}</p>
        ) : (
          <ol className="grid gap-4">
            {message.replies.map((r) => (
              <li key={r.id} className="rounded-lg border border-line bg-surface-alt/40 p-4">
                <p className="mb-2 flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-medium text-heading">{t('coop.contact.message.repliedBy', { name: r.authorName || '—' })}</span>
                  <span className="text-muted">{formatDateTime(r.createdAt, i18n.language)}</span>
                </p>
                <p dir="auto" className="whitespace-pre-wrap break-words text-text">
                  {r.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
