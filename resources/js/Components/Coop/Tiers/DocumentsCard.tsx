import { router } from '@inertiajs/react'
import { Download, FileText, Trash2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import Select from '@/Components/Form/Select'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import IconButton from '@/Components/IconButton'
import { refusedWith } from '@/Components/Form/form'
import { formatBytes, formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { DOCUMENT_KINDS, documentKindLabel, optionsOf } from './labels'
import type { TiersDocument } from '../types'

/** Options of the visits here that change something: a refusal that is not a field's is a toast. */
const refused = refusedWith('coop.tiers.failed')

interface DocumentsCardProps {
  tiersId: number
  documents: TiersDocument[]
  /** Whether the reader may add and delete documents. */
  canManage: boolean
}

/** A tiers' documents (ID, Kbis, RIB…): download, add a PDF, JPEG or PNG of up to 5 MB, delete. */
export default function DocumentsCard({ tiersId, documents, canManage }: DocumentsCardProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [kind, setKind] = useState('id')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const remover = useConfirmDelete<TiersDocument>((d) => d.url, refused)

  const send = (file: File) => {
    setError('')
    router.post(`/coop/tiers/${tiersId}/documents`, { kind, file }, {
      forceFormData: true,
      preserveScroll: true,
      ...refused,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        if (fileRef.current) fileRef.current.value = ''
      },
      onError: (errors) => setError(String(errors.file ?? errors.kind ?? errors.form ?? '')),
    })
  }

  return (
    <section aria-labelledby="tiers-documents" className="card p-5 sm:p-6">
      <h2 id="tiers-documents" className="mb-4 text-lg font-semibold">
        {t('coop.tiers.documents.title')}
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.tiers.documents.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {documents.map((d) => (
            <li key={d.id} className="flex items-center gap-3 py-2.5">
              <FileText className="size-5 shrink-0 text-muted" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-heading">{d.name}</p>
                <p className="text-xs text-muted">
                  {documentKindLabel(d.kind)} · {formatBytes(d.size, lang)} · {formatDate(d.createdAt, lang)}
                </p>
              </div>
              <a href={d.url} download className="btn-ghost px-2" aria-label={t('coop.tiers.documents.download', { name: d.name })} title={t('coop.tiers.documents.download', { name: d.name })}>
                <Download className="size-4" aria-hidden="true" />
              </a>
              {canManage && <IconButton label={t('coop.tiers.documents.delete', { name: d.name })} icon={Trash2} onClick={() => remover.ask(d)} />}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <div className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[12rem_1fr] sm:items-end">
          <Select label={t('coop.tiers.documents.kind')} value={kind} onChange={setKind} options={optionsOf(DOCUMENT_KINDS, documentKindLabel)} />
          <div>
            <label className={`btn-outline cursor-pointer px-4 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
              <Upload className="size-4" aria-hidden="true" />
              {t('coop.tiers.documents.add')}
              <input
                ref={fileRef}
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                className="sr-only"
                onChange={(e) => e.target.files?.[0] && send(e.target.files[0])}
                aria-describedby="tiers-documents-hint"
              />
            </label>
            <p id="tiers-documents-hint" className="mt-1 text-xs text-muted">
              {t('coop.tiers.documents.hint')}
            </p>
          </div>
          {error && (
            <p className="form-error sm:col-span-2" role="alert">
              {serverText(error)}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={remover.open}
        title={t('coop.tiers.documents.deleteTitle')}
        body={t('coop.tiers.documents.deleteBody', { name: remover.target?.name ?? '' })}
        confirmLabel={t('coop.tiers.documents.deleteConfirm')}
        cancelLabel={t('coop.tiers.form.cancel')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </section>
  )
}
