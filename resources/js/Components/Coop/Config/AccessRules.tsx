import { DoorOpen, FileCheck2, Send } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import Section from './Section'
import SwitchRow from './SwitchRow'
import type { ConfigForm } from './useConfigForm'

/** Inscriptions, Documents requis and Expéditeur: who may come in, what admission needs, who mail is from. */
export default function AccessRules({ form, documentKinds }: { form: ConfigForm; documentKinds: string[] }) {
  const { t } = useTranslation()
  const docs = form.data.requiredDocuments
  const toggle = (kind: string, on: boolean) =>
    form.update((d) => ({ ...d, requiredDocuments: on ? [...d.requiredDocuments, kind] : d.requiredDocuments.filter((k) => k !== kind) }), 'requiredDocuments')
  const mail = (key: 'senderName' | 'senderAddress') => ({
    label: t(`coop.config.mail.${key}`),
    value: form.data.mail[key],
    error: form.errors[`mail.${key}`],
    onChange: (v: string) => form.update((d) => ({ ...d, mail: { ...d.mail, [key]: v } }), `mail.${key}`),
  })
  return (
    <>
      <Section id="access" icon={DoorOpen} title={t('coop.config.sections.access')} intro={t('coop.config.access.intro')}>
        <div className="grid gap-5">
          <SwitchRow
            label={t('coop.config.access.registrationOpen')}
            hint={t('coop.config.access.registrationHint')}
            checked={form.data.registrationOpen}
            onChange={(v) => form.update((d) => ({ ...d, registrationOpen: v }))}
          />
          <SwitchRow label={t('coop.config.access.joinOpen')} hint={t('coop.config.access.joinHint')} checked={form.data.joinOpen} onChange={(v) => form.update((d) => ({ ...d, joinOpen: v }))} />
        </div>
      </Section>
      <Section id="documents" icon={FileCheck2} title={t('coop.config.sections.documents')} intro={t('coop.config.documents.intro')}>
        <fieldset>
          <legend className="sr-only">{t('coop.config.sections.documents')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {documentKinds.map((kind) => (
              <label key={kind} className="inline-flex cursor-pointer items-center gap-2 text-[0.9375rem] text-heading">
                <input type="checkbox" className="form-check" checked={docs.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
                {t(`coop.tiers.documentKinds.${kind}`)}
              </label>
            ))}
          </div>
          {form.errors.requiredDocuments && (
            <p className="form-error" role="alert">
              {serverText(form.errors.requiredDocuments)}
            </p>
          )}
          <p className="mt-3 text-xs text-muted">{docs.length ? t('coop.config.documents.some') : t('coop.config.documents.none')}</p>
        </fieldset>
      </Section>
      <Section id="mail" icon={Send} title={t('coop.config.sections.mail')} intro={t('coop.config.mail.intro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...mail('senderName')} />
          <Field {...mail('senderAddress')} type="email" dir="ltr" hint={t('coop.config.mail.addressHint')} />
        </div>
      </Section>
    </>
  )
}
