import { Link } from '@inertiajs/react'
import { IdCard, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatList } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { contactOptionLabel, formatDate, genderLabel, isWebURL, languageLabel, networkLabel } from './labels'
import { editPath } from './paths'
import { NETWORKS, type UserDetails, type UserSocial } from './types'

interface DetailsCardProps {
  userId: number
  details: UserDetails
  social: UserSocial
  canEdit: boolean
}

/** The user's information (birth date, phone, languages, address…) and social links. */
export default function DetailsCard({ userId, details, social, canEdit }: DetailsCardProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const list = (codes: string[], label: (c: string) => string) => formatList(codes.map(label), lang)
  const address = [details.addressLine, [details.postcode, details.city].filter(Boolean).join(' '), details.state, details.country].filter(Boolean).join(', ')
  const rows: [string, ReactNode][] = [
    [t('users.fields.birthDate'), formatDate(details.birthDate, lang)],
    [t('users.fields.phone'), details.phone && <span dir="ltr">{details.phone}</span>],
    [t('users.fields.website'), details.website && (isWebURL(details.website) ? <a href={details.website} target="_blank" rel="noopener noreferrer" className="link break-all" dir="ltr">{details.website}</a> : <span dir="ltr">{details.website}</span>)],
    [t('users.fields.languages'), list(details.languages ?? [], languageLabel)],
    [t('users.fields.gender'), details.gender && genderLabel(details.gender)],
    [t('users.fields.contactOptions'), list(details.contactOptions ?? [], contactOptionLabel)],
    [t('users.fields.address'), address],
  ]
  const links = NETWORKS.filter((n) => social?.[n] && isWebURL(social[n]))

  return (
    <section aria-labelledby="user-information" className="card p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="user-information" className="flex items-center gap-2 text-lg font-semibold">
          <IdCard className="size-5 text-primary" aria-hidden="true" />
          {t('users.view.information')}
        </h2>
        {canEdit && (
          <Link href={editPath(userId, 'information')} className="btn-ghost px-3 py-1.5" aria-label={t('users.view.editInformation')}>
            <Pencil className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('users.actions.edit')}</span>
          </Link>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="mt-0.5 font-medium text-heading">{value || <span className="font-normal text-muted">{t('users.view.notGiven')}</span>}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 mb-2 text-xs font-medium tracking-wide text-muted uppercase">{t('users.view.social')}</h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted">{t('users.view.noSocial')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {links.map((n) => (
            <li key={n}>
              <a href={social[n]} target="_blank" rel="noopener noreferrer" className="inline-flex items-center rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary-text hover:bg-primary/20">
                {networkLabel(n)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
