import { MessagesSquare } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { exists, useTranslation } from '@/lib/i18n'
import type { SelfMessage } from './types'

/** The messages the member sent through the contact form, newest first, with their status. */
export default function MessagesCard({ messages }: { messages: SelfMessage[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="self-messages" className="card p-5 sm:p-6">
      <h2 id="self-messages" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <MessagesSquare className="size-5 text-primary" aria-hidden="true" />
        {t('coop.profile.messages')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">
          {t('coop.profile.noMessages')}{' '}
          <a href="/contact" className="link underline">
            {t('coop.profile.writeUs')}
          </a>
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {messages.map((m) => (
            <li key={m.id} className="py-2.5 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 truncate font-medium text-heading">{m.subject}</span>
                <span className="text-xs text-muted">{exists(`coop.contact.status.${m.status}`) ? t(`coop.contact.status.${m.status}`) : m.status}</span>
              </p>
              <p className="line-clamp-2 text-sm text-muted">{m.body}</p>
              <p className="text-xs text-muted">{formatDate(m.createdAt, i18n.language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
