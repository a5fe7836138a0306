import { Download, FileText } from 'lucide-react'
import { formatBytes, formatDate } from '@/lib/format'
import { exists, useTranslation } from '@/lib/i18n'
import type { SelfDocument } from './types'

/** The member's own documents (ID, RIB…), each downloadable by them; staff add them. */
export default function DocumentsCard({ documents }: { documents: SelfDocument[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <section aria-labelledby="self-documents" className="card p-5 sm:p-6">
      <h2 id="self-documents" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <FileText className="size-5 text-primary" aria-hidden="true" />
        {t('coop.profile.documents')}
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.profile.noDocuments')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {documents.map((d) => (
            <li key={d.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-heading">{d.name}</p>
                <p className="text-xs text-muted">
                  {exists(`coop.tiers.documentKinds.${d.kind}`) ? t(`coop.tiers.documentKinds.${d.kind}`) : d.kind} · {formatBytes(d.size, lang)} · {formatDate(d.createdAt, lang)}
                </p>
              </div>
              <a href={d.url} className="btn-outline px-3 py-1.5 text-sm" aria-label={t('coop.profile.download', { name: d.name })}>
                <Download className="size-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
