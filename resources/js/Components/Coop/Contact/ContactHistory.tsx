import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { HistoryEntry } from './types'

const ACTIONS = ['created', 'updated', 'status', 'replied']

/**
 * What happened to the message, newest first, as the audit log recorded it.
 * The public form's entries name "visitor": the sender's name says more.
 */
export default function ContactHistory({ history, sender }: { history: HistoryEntry[]; sender: string }) {
  const { t, i18n } = useTranslation()
  if (history.length === 0) return null
  const entries = [...history].sort((a, b) => b.id - a.id)
  return (
    <section aria-labelledby="contact-history" className="card p-5 sm:p-6">
      <h2 id="contact-history" className="mb-3 text-base font-semibold text-heading">
        {t('coop.contact.message.history')}
      </h2>
      <ol className="grid gap-2 text-sm">
        {entries.map((e) => (
          <li key={e.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="text-heading">
              {ACTIONS.includes(e.action) ? t(`coop.contact.message.action.${e.action}`) : e.action}{' '}
              <span className="text-muted">{t('coop.contact.message.by', { name: e.actorName === 'visitor' ? sender : e.actorName })}</span>
            </span>
            <span className="text-muted">{formatDateTime(e.at, i18n.language)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
