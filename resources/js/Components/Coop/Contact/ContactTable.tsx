import { Link } from '@inertiajs/react'
import { Inbox, MessageSquareReply, SearchX } from 'lucide-react'
import { DataTable, EmptyState, type Column } from '@/Components/DataTable'
import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import StatusBadge from './StatusBadge'
import { CONTACT_PATH, type ContactFilter, type ContactMessage } from './types'

interface ContactTableProps {
  messages: ContactMessage[]
  filter: ContactFilter
  busy: boolean
  onClearFilters: () => void
}

/** The inbox's page of messages, newest first: sender, subject (the link to the message), status, assignee, date. */
export default function ContactTable({ messages, filter, busy, onClearFilters }: ContactTableProps) {
  const { t, i18n } = useTranslation()
  const columns: Column<ContactMessage>[] = [
    {
      id: 'sender',
      header: t('coop.contact.columns.sender'),
      rowHeader: true,
      cell: (m) => (
        <div className="min-w-0 max-w-40 sm:max-w-48">
          <p dir="auto" className="truncate font-medium text-heading">
            {m.name}
          </p>
          <p dir="ltr" className="truncate text-xs text-muted">
            {m.email}
          </p>
        </div>
      ),
    },
    {
      id: 'subject',
      header: t('coop.contact.columns.subject'),
      cell: (m) => (
        <div className="min-w-0 max-w-56 sm:max-w-xs xl:max-w-sm">
          <Link href={`${CONTACT_PATH}/${m.id}`} dir="auto" className={`block truncate hover:text-primary-text ${m.status === 'new' ? 'font-semibold text-heading' : 'text-heading'}`}>
            {m.subject}
          </Link>
          <p dir="auto" className="truncate text-xs text-muted">
            {m.replyCount > 0 && (
              <span className="me-1.5 inline-flex items-center gap-0.5" title={t('coop.contact.replyCount', { count: m.replyCount })}>
                <MessageSquareReply className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('coop.contact.replyCount', { count: m.replyCount })}</span>
                <span aria-hidden="true">{m.replyCount}</span>
              </span>
            )}
            {m.body}
          </p>
        </div>
      ),
    },
    { id: 'status', header: t('coop.contact.columns.status'), cell: (m) => <StatusBadge status={m.status} /> },
    {
      id: 'assignee',
      header: t('coop.contact.columns.assignee'),
      cell: (m) => <span className={`whitespace-nowrap ${m.assignedTo ? '' : 'text-muted'}`}>{m.assignedTo ? m.assigneeName : t('coop.contact.nobody')}</span>,
    },
    { id: 'received', header: t('coop.contact.columns.received'), cell: (m) => <span className="whitespace-nowrap">{formatDateTime(m.createdAt, i18n.language)}</span> },
  ]
  const filtered = filter.q || filter.status || filter.assigned
  const empty = filtered ? (
    <EmptyState icon={SearchX} text={filter.q ? t('coop.contact.empty.search', { q: filter.q }) : t('coop.contact.empty.filtered')}>
      <button type="button" onClick={onClearFilters} className="btn-outline px-4 py-2">
        {t('coop.contact.filters.clear')}
      </button>
    </EmptyState>
  ) : (
    <EmptyState icon={Inbox} text={t('coop.contact.empty.none')} />
  )
  return <DataTable label={t('coop.contact.table')} columns={columns} rows={messages} rowKey={(m) => m.id} sort={filter} onSort={() => undefined} empty={empty} busy={busy} />
}
