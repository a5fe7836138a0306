import { Link } from '@inertiajs/react'
import { ChevronDown, ScrollText } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/Components/DataTable'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import AuditChanges from '../AuditChanges'
import AuditMeta from '../AuditMeta'
import { actionLabel, recordLabel, type AuditEntry } from '../audit'
import { recordPath } from './types'

/** The log's entries, newest first; each opens to the fields it changed. */
export default function AuditList({ entries, busy, onClear }: { entries: AuditEntry[]; busy: boolean; onClear: () => void }) {
  const { t } = useTranslation()
  if (entries.length === 0) {
    return (
      <div className="px-5 py-12">
        <EmptyState icon={ScrollText} text={t('coop.audit.noEntries')}>
          <button type="button" className="btn-outline" onClick={onClear}>
            {t('coop.audit.filters.clear')}
          </button>
        </EmptyState>
      </div>
    )
  }
  return (
    <ul aria-busy={busy} className={`divide-y divide-line ${busy ? 'opacity-60' : ''}`}>
      {entries.map((e) => (
        <Line key={e.id} entry={e} />
      ))}
    </ul>
  )
}

function Line({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const path = recordPath(entry.recordType, entry.recordId)
  const record = `${recordLabel(t, entry.recordType)} #${formatNumber(entry.recordId, i18n.language, { useGrouping: false })}`
  const panel = `audit-entry-${entry.id}`
  return (
    <li className="px-5 py-3">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-heading">
            {actionLabel(t, entry.action, entry.recordType)}
            <span className="ms-2 text-sm font-normal">
              {path ? (
                <Link href={path} className="link underline">
                  {record}
                </Link>
              ) : (
                <span className="text-muted">{record}</span>
              )}
            </span>
          </p>
          <AuditMeta entry={entry} />
        </div>
        {entry.changes.length > 0 && (
          <button type="button" className="btn-outline px-3 py-1 text-sm" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
            {tCount('coop.audit.fieldsCount', entry.changes.length)}
            <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          </button>
        )}
      </div>
      {open && (
        <div id={panel}>
          <AuditChanges changes={entry.changes} />
        </div>
      )}
    </li>
  )
}
