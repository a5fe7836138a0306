import { Head } from '@inertiajs/react'
import { useCallback, useMemo } from 'react'
import AuditList from '@/Components/Coop/Audit/AuditList'
import AuditToolbar from '@/Components/Coop/Audit/AuditToolbar'
import { AUDIT_DEFAULTS, AUDIT_PATH, normalizeAuditFilter, type AuditFilter, type AuditProps } from '@/Components/Coop/Audit/types'
import { Pager, useNavigating, useTableState } from '@/Components/DataTable'
import { pagerLabels } from '@/Components/User/labels'
import { useTranslation } from '@/lib/i18n'

const NO_OPTIONS = { actors: [], recordTypes: [], perPages: [25, 50, 100] }

/**
 * /coop/audit, for admins: the audit log, newest first, filtered by person,
 * record and day range with the state in the URL; each line opens to the
 * fields it changed, before → after. Nothing here changes the log.
 */
export default function Audit({ entries, total, filter: raw, options }: AuditProps) {
  const { t, i18n } = useTranslation()
  const filter = useMemo(() => normalizeAuditFilter(raw), [raw])
  const { visit } = useTableState<AuditFilter>(AUDIT_PATH, filter, AUDIT_DEFAULTS)
  const change = useCallback((patch: Partial<AuditFilter>) => visit(patch), [visit])
  const busy = useNavigating()
  const list = entries ?? []
  return (
    <>
      <Head title={t('coop.audit.pageTitle')} />
      <div className="grid gap-6">
        <div>
          <h1 className="text-xl font-semibold text-heading">{t('coop.audit.heading')}</h1>
          <p className="mt-1 text-sm text-muted">{t('coop.audit.intro')}</p>
        </div>
        <section aria-labelledby="audit-list-title" className="card min-w-0">
          <h2 id="audit-list-title" className="sr-only">
            {t('coop.audit.listTitle')}
          </h2>
          <AuditToolbar filter={filter} options={options ?? NO_OPTIONS} onChange={change} />
          <AuditList entries={list} busy={busy} onClear={() => visit({ actor: 0, recordType: '', recordId: 0, from: '', to: '' })} />
          <div className="border-t border-line px-5 py-4">
            <Pager page={filter.page} perPage={filter.perPage} total={total ?? 0} shown={list.length} onPage={(page) => visit({ page })} labels={pagerLabels()} lang={i18n.language} />
          </div>
        </section>
      </div>
    </>
  )
}
