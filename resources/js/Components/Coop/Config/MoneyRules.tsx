import { Percent, UsersRound } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { textToCents } from './convert'
import Section from './Section'
import type { ConfigForm } from './useConfigForm'

/** Approbations and Intérêts: the four-eyes threshold and the legal cap of interest on parts. */
export default function MoneyRules({ form, maxCapBp }: { form: ConfigForm; maxCapBp: number }) {
  const { t, i18n } = useTranslation()
  const cents = textToCents(form.data.secondAbove, i18n.language)
  return (
    <>
      <Section id="approvals" icon={UsersRound} title={t('coop.config.sections.approvals')} intro={t('coop.config.approvals.intro')}>
        <Field
          label={t('coop.config.approvals.secondAbove')}
          className="max-w-xs"
          inputMode="decimal"
          dir="ltr"
          value={form.data.secondAbove}
          error={form.errors['approvals.secondAboveCents']}
          hint={cents ? t('coop.config.approvals.hint', { amount: formatMoney(cents, i18n.language) }) : t('coop.config.approvals.never')}
          onChange={(v) => form.update((d) => ({ ...d, secondAbove: v }), 'approvals.secondAboveCents')}
        />
      </Section>
      <Section id="interest" icon={Percent} title={t('coop.config.sections.interest')} intro={t('coop.config.interest.intro')}>
        <Field
          label={t('coop.config.interest.cap')}
          className="max-w-xs"
          inputMode="decimal"
          dir="ltr"
          value={form.data.interestCap}
          error={form.errors['interest.capBasisPoints']}
          hint={t('coop.config.interest.hint', { max: maxCapBp / 100 })}
          onChange={(v) => form.update((d) => ({ ...d, interestCap: v }), 'interest.capBasisPoints')}
        />
      </Section>
    </>
  )
}
