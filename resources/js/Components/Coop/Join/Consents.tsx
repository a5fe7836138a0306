import { useId } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { errorOf, type JoinForm } from './types'

/** The statutes (a placeholder until the cooperative publishes its own) and the two consents the application needs. */
export default function Consents({ form, coopName }: { form: JoinForm; coopName: string }) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold">{t('coop.join.consents')}</legend>
      <details className="rounded-lg border border-line p-4 text-sm">
        <summary className="cursor-pointer font-medium text-primary-text">{t('coop.join.statutesToggle')}</summary>
        <h3 className="mt-3 mb-1 font-semibold">
          {t('coop.join.statutesTitle')} — {coopName}
        </h3>
        <p className="text-muted">{t('coop.join.statutesBody', { coop: coopName })}</p>
      </details>
      <Consent form={form} name="consentStatutes" label={t('coop.join.consentStatutes')} />
      <Consent form={form} name="consentData" label={t('coop.join.consentData')} />
    </fieldset>
  )
}

function Consent({ form, name, label }: { form: JoinForm; name: 'consentStatutes' | 'consentData'; label: string }) {
  const id = useId()
  const error = errorOf(form, name)
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          required
          checked={form.data[name]}
          onChange={(e) => form.setData(name, e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="form-check mt-0.5"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-text">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
