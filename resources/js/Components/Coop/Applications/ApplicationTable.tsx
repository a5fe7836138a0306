import { Link } from '@inertiajs/react'
import { Building2, FileText, Inbox } from 'lucide-react'
import EmptyState from '@/Components/DataTable/EmptyState'
import { formatDate, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { Application } from './types'

interface ApplicationTableProps {
  applications: Application[]
  filtered: boolean
  canDecide: boolean
  onAdmit: (a: Application) => void
  onReject: (a: Application) => void
}

/** The queue's lines: who applies, their e-mail, the parts wished, the date, the documents and the decisions. */
export default function ApplicationTable({ applications, filtered, canDecide, onAdmit, onReject }: ApplicationTableProps) {
  const { t, i18n } = useTranslation()
  if (applications.length === 0) {
    return (
      <div className="px-5 py-12">
        <EmptyState icon={Inbox} text={filtered ? t('coop.applications.emptyFiltered') : t('coop.applications.empty')} />
      </div>
    )
  }
  const col = (k: string) => t(`coop.applications.columns.${k}`)
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-[0.9375rem]">
        <thead className="border-b border-line text-xs text-heading uppercase">
          <tr>
            {['name', 'email', 'parts', 'date', 'documents'].map((k) => (
              <th key={k} scope="col" className="px-5 py-3 text-start font-medium">
                {col(k)}
              </th>
            ))}
            {canDecide && (
              <th scope="col" className="px-5 py-3 text-end font-medium">
                {col('actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.id} className="border-b border-line last:border-0">
              <td className="px-5 py-3">
                <Link href={`/coop/membres/${a.tiersId}`} className="font-medium text-heading hover:text-primary-text">
                  {a.name}
                </Link>
                {a.kind === 'entity' && (
                  <span className="ms-2 inline-flex items-center gap-1 text-xs text-muted">
                    <Building2 className="size-3.5" aria-hidden="true" />
                    {t('coop.applications.entity')}
                  </span>
                )}
                {a.city && <p className="text-sm text-muted">{a.city}</p>}
                {a.rejectedReason && <p className="text-sm text-muted">{t('coop.applications.rejectedBecause', { reason: a.rejectedReason })}</p>}
              </td>
              <td className="px-5 py-3 break-all">{a.email}</td>
              <td className="px-5 py-3 tabular-nums">{formatNumber(a.partsWished, i18n.language)}</td>
              <td className="px-5 py-3 whitespace-nowrap">{formatDate(a.createdAt, i18n.language)}</td>
              <td className="px-5 py-3">
                {a.documents.length === 0 ? (
                  <span className="text-muted">{t('coop.applications.noDocuments')}</span>
                ) : (
                  <ul className="grid gap-1">
                    {a.documents.map((d) => (
                      <li key={d.id}>
                        <a href={`/coop/tiers/${a.tiersId}/documents/${d.id}`} className="inline-flex items-center gap-1 text-sm text-primary-text hover:underline" title={d.name}>
                          <FileText className="size-4" aria-hidden="true" />
                          {t(`coop.applications.documentKinds.${d.kind}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              {canDecide && (
                <td className="px-5 py-3 text-end whitespace-nowrap">
                  {a.status === 'pending' && (
                    <span className="inline-flex gap-2">
                      <button type="button" className="btn-primary px-3 py-1.5 text-sm" onClick={() => onAdmit(a)} aria-label={`${t('coop.applications.admit')} ${a.name}`}>
                        {t('coop.applications.admit')}
                      </button>
                      <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onReject(a)} aria-label={`${t('coop.applications.reject')} ${a.name}`}>
                        {t('coop.applications.reject')}
                      </button>
                    </span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
