import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { FilterSelect, queryString, toQuery } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { recordLabel } from '../audit'
import { AUDIT_DEFAULTS, AUDIT_PATH, type AuditFilter, type AuditOptions } from './types'

interface Props {
  filter: AuditFilter
  options: AuditOptions
  onChange: (patch: Partial<AuditFilter>) => void
}

/** The audit page's filters: person, record type and number, day range, rows per page, and the CSV export of the same filter. */
export default function AuditToolbar({ filter, options, onChange }: Props) {
  const { t } = useTranslation()
  const [recordId, setRecordId] = useState(filter.recordId ? String(filter.recordId) : '')
  useEffect(() => setRecordId(filter.recordId ? String(filter.recordId) : ''), [filter.recordId])
  const commitRecord = () => {
    const n = Number(recordId)
    const next = Number.isInteger(n) && n > 0 ? n : 0
    if (next !== filter.recordId) onChange({ recordId: next })
  }
  const exportQuery = queryString(toQuery({ ...filter, page: 1 }, AUDIT_DEFAULTS))
  const actors = options.actors.map((a) => ({ value: String(a.id), label: a.name }))
  const types = options.recordTypes.map((type) => ({ value: type, label: recordLabel(t, type) }))
  const perPages = options.perPages.map((n) => ({ value: String(n), label: String(n) }))
  return (
    <div className="grid gap-4 border-b border-line px-5 py-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect label={t('coop.audit.filters.actor')} allLabel={t('coop.audit.filters.allActors')} value={filter.actor ? String(filter.actor) : ''} options={actors} onChange={(v) => onChange({ actor: Number(v) || 0 })} />
        <FilterSelect label={t('coop.audit.filters.recordType')} allLabel={t('coop.audit.filters.allRecords')} value={filter.recordType} options={types} onChange={(recordType) => onChange({ recordType })} />
        <div>
          <label htmlFor="audit-record-id" className="form-label">
            {t('coop.audit.filters.recordId')}
          </label>
          <input
            id="audit-record-id"
            className="form-input"
            inputMode="numeric"
            value={recordId}
            onChange={(e) => setRecordId(e.target.value.replace(/\D/g, ''))}
            onBlur={commitRecord}
            onKeyDown={(e) => e.key === 'Enter' && commitRecord()}
          />
        </div>
        <div>
          <label htmlFor="audit-from" className="form-label">
            {t('coop.audit.filters.from')}
          </label>
          <input id="audit-from" type="date" className="form-input" value={filter.from} max={filter.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor="audit-to" className="form-label">
            {t('coop.audit.filters.to')}
          </label>
          <input id="audit-to" type="date" className="form-input" value={filter.to} min={filter.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect layout="inline" label={t('users.pager.perPage')} value={String(filter.perPage)} options={perPages} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        <a href={`${AUDIT_PATH}/export.csv${exportQuery ? `?${exportQuery}` : ''}`} className="btn-outline ms-auto" download>
          <Download className="size-4" aria-hidden="true" />
          {t('coop.audit.export')}
        </a>
      </div>
    </div>
  )
}
