import { BadgeCheck } from 'lucide-react'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { SelfMembership } from './types'

/** The member's membership: status, number and dates; a person who is not a member is told so. */
export default function MembershipCard({ membership }: { membership: SelfMembership | null }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const rows: [string, string][] = membership
    ? [
        [t('coop.profile.membership.status'), t(`coop.members.status.${membership.status}`)],
        [t('coop.profile.membership.number'), membership.number ? String(membership.number) : ''],
        [t('coop.profile.membership.appliedAt'), formatDate(membership.appliedAt, lang)],
        [t('coop.profile.membership.admittedOn'), formatDate(membership.admittedOn, lang)],
      ]
    : []
  if (membership?.exitKind) {
    rows.push([t('coop.profile.membership.exit'), `${t(`coop.members.exitKinds.${membership.exitKind}`)} · ${formatDate(membership.exitDate, lang)}`])
  }
  return (
    <section aria-labelledby="self-membership" className="card p-5 sm:p-6">
      <h2 id="self-membership" className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <BadgeCheck className="size-5 text-primary" aria-hidden="true" />
        {t('coop.profile.membership.title')}
      </h2>
      {membership ? (
        <dl className="grid gap-3">
          {rows.map(([name, value]) => (
            <div key={name} className="flex flex-wrap justify-between gap-2">
              <dt className="text-sm text-muted">{name}</dt>
              <dd className="font-medium text-heading">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted">{t('coop.profile.membership.none')}</p>
      )}
    </section>
  )
}
