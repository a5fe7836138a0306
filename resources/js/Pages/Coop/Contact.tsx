import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import ContactTable from '@/Components/Coop/Contact/ContactTable'
import ContactToolbar from '@/Components/Coop/Contact/ContactToolbar'
import StatusTabs from '@/Components/Coop/Contact/StatusTabs'
import { CONTACT_DEFAULTS, CONTACT_PATH, normalizeContactFilter, type ContactFilter, type ContactInboxProps } from '@/Components/Coop/Contact/types'
import { pagerLabels } from '@/Components/User/labels'
import { useTranslation } from '@/lib/i18n'

/**
 * /coop/contact: the messages sent from the public form, newest first. The
 * status cards (with their counts) filter by status; the assignee (me,
 * nobody, a staff member), the search and the page live in the URL too. A
 * message opens on its own page (Coop/ContactMessage).
 */
export default function Contact({ messages, total, counts, assignees, filter: raw }: ContactInboxProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeContactFilter(raw), [raw])
  const { visit } = useTableState<ContactFilter>(CONTACT_PATH, filter, CONTACT_DEFAULTS)
  const change = useCallback((patch: Partial<ContactFilter>, replace = false) => visit(patch, { replace }), [visit])
  const busy = useNavigating()
  const list = messages ?? []

  return (
    <>
      <Head title={t('coop.contact.pageTitle')} />
      <div className="grid gap-6">
        <h1 className="text-xl font-semibold text-heading">{t('coop.contact.heading')}</h1>
        <StatusTabs counts={counts ?? {}} status={filter.status} onChange={(status) => change({ status })} />
        <section aria-labelledby="contact-list-title" className="card min-w-0">
          <h2 id="contact-list-title" className="sr-only">
            {t('coop.contact.table')}
          </h2>
          <ContactToolbar filter={filter} assignees={assignees ?? []} onChange={change} />
          <ContactTable messages={list} filter={filter} busy={busy} onClearFilters={() => visit({ q: '', status: '', assigned: '' })} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={list.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
    </>
  )
}
