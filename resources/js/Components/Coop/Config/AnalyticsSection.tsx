import { ChartColumn } from 'lucide-react'
import Field from '@/Components/Form/Field'
import { formatMoney, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { textToCents } from './convert'
import Section from './Section'
import type { ConfigForm } from './useConfigForm'

interface Props {
  form: ConfigForm
  minDays: number
  maxDays: number
}

/** Statistiques: how long the raw activity is kept, and the monthly revenue goal of the goal card. */
export default function AnalyticsSection({ form, minDays, maxDays }: Props) {
  const { t, i18n } = useTranslation()
  const goal = form.data.goal.trim() === '' ? 0 : textToCents(form.data.goal, i18n.language)
  return (
    <Section id="analytics" icon={ChartColumn} title={t('coop.config.sections.analytics')} intro={t('coop.config.analytics.intro')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('coop.config.analytics.retentionDays')}
          inputMode="numeric"
          dir="ltr"
          value={form.data.retentionDays}
          error={form.errors['analytics.retentionDays']}
          hint={t('coop.config.analytics.retentionHint', { min: formatNumber(minDays, i18n.language), max: formatNumber(maxDays, i18n.language) })}
          onChange={(v) => form.update((d) => ({ ...d, retentionDays: v }), 'analytics.retentionDays')}
        />
        <Field
          label={t('coop.config.analytics.goal')}
          inputMode="decimal"
          dir="ltr"
          value={form.data.goal}
          error={form.errors['analytics.goalCents']}
          hint={goal ? t('coop.config.analytics.goalHint', { amount: formatMoney(goal, i18n.language) }) : t('coop.config.analytics.noGoal')}
          onChange={(v) => form.update((d) => ({ ...d, goal: v }), 'analytics.goalCents')}
        />
      </div>
    </Section>
  )
}
