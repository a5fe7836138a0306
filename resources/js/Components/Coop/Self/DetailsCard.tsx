import { FilePenLine, IdCard } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { exists, useTranslation } from '@/lib/i18n'
import type { SelfTiers } from './types'

interface Props {
  tiers: SelfTiers
  /** The IBAN grouped by four, as printed. */
  iban: string
  /** Opens the request form; a new request replaces one still waiting. */
  onRequest?: () => void
}

/** The member's details, read-only: only staff edit them; IBAN and address changes go through a request. */
export default function DetailsCard({ tiers, iban, onRequest }: Props) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const label = (field: string) => t(`coop.tiers.fields.${field}`)
  const civility = tiers.civility && exists(`coop.tiers.civilities.${tiers.civility}`) ? t(`coop.tiers.civilities.${tiers.civility}`) : ''
  const rows: [string, string][] =
    tiers.kind === 'entity'
      ? [
          [label('companyName'), tiers.companyName],
          [label('legalForm'), tiers.legalForm ? t(`coop.tiers.legalForms.${tiers.legalForm}`) : ''],
          [label('siren'), tiers.siren],
        ]
      : [
          [label('civility'), civility],
          [label('firstName'), tiers.firstName],
          [label('lastName'), tiers.lastName],
          [label('birthDate'), formatDate(tiers.birthDate, lang)],
        ]
  rows.push(
    [label('email'), tiers.email],
    [label('phone'), tiers.phone],
    [label('address'), tiers.address],
    [label('postalCode'), tiers.postalCode],
    [label('city'), tiers.city],
    [label('country'), tiers.country],
    [label('iban'), iban],
    [label('language'), exists(`coop.tiers.languages.${tiers.language}`) ? t(`coop.tiers.languages.${tiers.language}`) : tiers.language],
  )
  return (
    <section aria-labelledby="self-details" className="card p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="self-details" className="flex flex-1 items-center gap-2 text-lg font-semibold">
          <IdCard className="size-5 text-primary" aria-hidden="true" />
          {t('coop.profile.details')}
        </h2>
        {onRequest && (
          <button type="button" className="btn-outline" onClick={onRequest}>
            <FilePenLine className="size-4" aria-hidden="true" />
            {t('coop.profile.requestChange')}
          </button>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="text-xs text-muted">{name}</dt>
            <dd className="break-words text-heading" dir={name === label('iban') || name === label('email') ? 'ltr' : undefined}>
              {value || '—'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">{t('coop.profile.readOnlyHint')}</p>
    </section>
  )
}
