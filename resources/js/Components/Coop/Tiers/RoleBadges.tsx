import { useTranslation } from '@/lib/i18n'
import { rolesOf } from './labels'
import type { Tiers } from '../types'

/** Full class names, so Tailwind sees them. */
const TONE: Record<string, string> = {
  client: 'bg-primary/12 text-primary-text',
  member: 'bg-success/12 text-success',
  shareholder: 'bg-info/12 text-info',
}

/** A tiers' roles as badges: client, member (with their state), shareholder. */
export default function RoleBadges({ tiers }: { tiers: Pick<Tiers, 'isClient' | 'isShareholder' | 'memberStatus'> }) {
  const { t } = useTranslation()
  const roles = rolesOf(tiers)
  if (roles.length === 0) return <span className="text-sm text-muted">{t('coop.tiers.roles.none')}</span>
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('coop.tiers.fields.roles')}>
      {roles.map((r) => (
        <li key={r} className={`rounded-md px-2 py-0.5 text-xs font-medium ${TONE[r]}`}>
          {t(`coop.tiers.roles.${r}`)}
          {r === 'member' && tiers.memberStatus ? ` · ${t(`coop.tiers.memberStatuses.${tiers.memberStatus}`, { defaultValue: tiers.memberStatus })}` : ''}
        </li>
      ))}
    </ul>
  )
}
