import { useForm } from '@inertiajs/react'
import Field from '@/Components/Form/Field'
import { bindField, refusedWith } from '@/Components/Form/form'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import FormDialog from './FormDialog'
import { PARTS_PATH, today, type Entry } from './types'

const refused = refusedWith('coop.parts.failed')

interface AnnulFormProps {
  entry: Entry
  onClose: () => void
}

/** The annulation of one entry: its date and the decision it rests on; the server writes the exact reverse. */
function AnnulForm({ entry, onClose }: AnnulFormProps) {
  const { t, i18n } = useTranslation()
  const form = useForm({ date: today(), decision: '' })
  const errors = form.errors as Record<string, string | undefined>
  const general = errors.corrects ?? errors.parts ?? errors.form
  const submit = () => form.post(`${PARTS_PATH}/entries/${entry.number}/annulation`, { preserveScroll: true, ...refused, onSuccess: onClose })
  const number = formatNumber(entry.number, i18n.language, { useGrouping: false })
  return (
    <FormDialog
      open
      title={t('coop.parts.annul.title', { number })}
      body={t('coop.parts.annul.body', { number, parts: formatNumber(entry.parts, i18n.language), category: entry.category })}
      confirmLabel={t('coop.parts.annul.confirm')}
      cancelLabel={t('coop.parts.annul.cancel')}
      busy={form.processing}
      onConfirm={submit}
      onClose={onClose}
    >
      {general && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(general)}
        </p>
      )}
      <Field label={t('coop.parts.fields.date')} type="date" max={today()} required {...bindField(form, 'date')} />
      <Field label={t('coop.parts.fields.decision')} hint={t('coop.parts.fields.decisionHint')} required data-autofocus {...bindField(form, 'decision')} />
    </FormDialog>
  )
}

/** The annulation dialog of `entry`; nothing while none is asked. */
export default function AnnulDialog({ entry, onClose }: { entry: Entry | null; onClose: () => void }) {
  return entry ? <AnnulForm key={entry.number} entry={entry} onClose={onClose} /> : null
}
