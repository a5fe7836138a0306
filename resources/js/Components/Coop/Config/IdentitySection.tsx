import { Building2 } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import LogoField from './LogoField'
import Section from './Section'
import type { ConfigForm } from './useConfigForm'
import type { Draft } from './convert'

type IdentityKey = Exclude<keyof Draft['identity'], 'hasLogo'>

interface IdentitySectionProps {
  form: ConfigForm
  hasLogo: boolean
  logoVersion: string
  maxName: number
  maxLogoMB: number
}

/** Identité: the cooperative as its letters and PDFs name it, and its logo. */
export default function IdentitySection({ form, hasLogo, logoVersion, maxName, maxLogoMB }: IdentitySectionProps) {
  const { t } = useTranslation()
  const bind = (key: IdentityKey) => ({
    label: t(`coop.config.identity.${key}`),
    value: form.data.identity[key],
    error: form.errors[`identity.${key}`],
    onChange: (v: string) => form.update((d) => ({ ...d, identity: { ...d.identity, [key]: v } }), `identity.${key}`),
  })
  return (
    <Section id="identity" icon={Building2} title={t('coop.config.sections.identity')} intro={t('coop.config.identity.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...bind('name')} required maxLength={maxName} className="sm:col-span-2" autoComplete="organization" />
        <Field {...bind('legalForm')} />
        <Field {...bind('siren')} dir="ltr" inputMode="numeric" hint={t('coop.config.identity.sirenHint')} />
        <Field {...bind('address')} className="sm:col-span-2" autoComplete="street-address" />
        <Field {...bind('postalCode')} autoComplete="postal-code" />
        <Field {...bind('city')} autoComplete="address-level2" />
        <Field {...bind('email')} type="email" dir="ltr" autoComplete="email" />
        <Field {...bind('phone')} type="tel" dir="ltr" autoComplete="tel" />
        <Field {...bind('iban')} dir="ltr" className="sm:col-span-2" />
      </div>
      <LogoField hasLogo={hasLogo} version={logoVersion} maxMB={maxLogoMB} />
    </Section>
  )
}
