import { useId } from 'react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { errorOf, text, type JoinForm } from './types'

interface PartsFieldsProps {
  form: JoinForm
  partsMin: number
  partsMax: number
  maxFileMB: number
}

/** The parts wished (within the cooperative's bounds), the IBAN and the optional documents. */
export default function PartsFields({ form, partsMin, partsMax, maxFileMB }: PartsFieldsProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{t('coop.join.partsTitle')}</legend>
      <Field
        label={t('coop.join.partsWished')}
        type="number"
        min={partsMin}
        max={partsMax}
        step={1}
        required
        hint={t('coop.join.partsHint', { min: partsMin, max: partsMax })}
        {...text(form, 'partsWished')}
      />
      <Field label={t('coop.join.iban')} autoComplete="off" spellCheck={false} required hint={t('coop.join.ibanHint')} {...text(form, 'iban')} />
      <p className="text-sm font-medium sm:col-span-2">
        {t('coop.join.documents')} <span className="font-normal text-muted">— {t('coop.join.documentsHint', { max: maxFileMB })}</span>
      </p>
      <FileField form={form} name="idDocument" label={t('coop.join.idDocument')} />
      <FileField form={form} name="ribDocument" label={t('coop.join.ribDocument')} />
    </fieldset>
  )
}

function FileField({ form, name, label }: { form: JoinForm; name: 'idDocument' | 'ribDocument'; label: string }) {
  const id = useId()
  const error = errorOf(form, name)
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        onChange={(e) => form.setData(name, e.currentTarget.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="form-input text-sm file:me-3 file:rounded file:border-0 file:bg-primary/12 file:px-3 file:py-1 file:text-primary"
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
