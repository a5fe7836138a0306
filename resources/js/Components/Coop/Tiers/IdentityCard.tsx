import { Building2, Pencil, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { civilityLabel, formatIBAN, kindLabel, languageLabel, legalFormLabel } from './labels'
import RoleBadges from './RoleBadges'
import type { Tiers } from '../types'

/** A tiers' identity: who they are, their roles, how to reach them, their IBAN grouped by four. */
export default function IdentityCard({ tiers, onEdit }: { tiers: Tiers; onEdit?: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const person = tiers.kind === 'person'
  const Icon = person ? UserRound : Building2
  const rows: [string, ReactNode][] = person
    ? [
        [t('coop.tiers.fields.civility'), tiers.civility ? civilityLabel(tiers.civility) : ''],
        [t('coop.tiers.fields.firstName'), tiers.firstName],
        [t('coop.tiers.fields.lastName'), tiers.lastName],
        [t('coop.tiers.fields.birthDate'), tiers.birthDate ? formatDate(tiers.birthDate, lang) : ''],
        [t('coop.tiers.fields.employer'), tiers.companyName],
      ]
    : [
        [t('coop.tiers.fields.companyName'), tiers.companyName],
        [t('coop.tiers.fields.legalForm'), legalFormLabel(tiers.legalForm)],
        [t('coop.tiers.fields.siren'), <span dir="ltr">{tiers.siren}</span>],
      ]
  rows.push(
    [t('coop.tiers.fields.email'), <span dir="ltr">{tiers.email}</span>],
    [t('coop.tiers.fields.phone'), <span dir="ltr">{tiers.phone}</span>],
    [t('coop.tiers.fields.address'), [tiers.address, [tiers.postalCode, tiers.city].filter(Boolean).join(' '), tiers.country].filter(Boolean).join(', ')],
    [t('coop.tiers.fields.iban'), tiers.iban ? <span className="font-mono" dir="ltr">{formatIBAN(tiers.iban)}</span> : ''],
    [t('coop.tiers.fields.language'), languageLabel(tiers.language)],
    [t('coop.tiers.fields.notes'), tiers.notes],
  )
  return (
    <section aria-labelledby="tiers-identity" className="card p-5 sm:p-6">
      <div className="mb-4 flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
          <Icon className="size-5.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="tiers-identity" className="truncate text-lg font-semibold text-heading" dir="auto">
            {tiers.name}
          </h2>
          <p className="text-sm text-muted">{kindLabel(tiers.kind)}</p>
        </div>
        {onEdit && (
          <button type="button" onClick={onEdit} className="btn-outline px-3">
            <Pencil className="size-4" aria-hidden="true" />
            {t('coop.tiers.page.edit')}
          </button>
        )}
      </div>
      <RoleBadges tiers={tiers} />
      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 text-heading [overflow-wrap:anywhere]">{value || <span className="text-muted">—</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
