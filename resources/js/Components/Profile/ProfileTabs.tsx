import { Link } from '@inertiajs/react'
import { Landmark, UserRound } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { COOP_PATH, profilePath } from './api'

interface ProfileTabsProps {
  /** The tab of the page showing them. */
  active: 'profile' | 'coop'
  /** Whether "Ma coopérative" is offered (one's own profile, with a cooperative record). */
  coop: boolean
  /** Where "Profil" leads (one's own profile by default). */
  profileHref?: string
}

const tab = 'inline-flex items-center gap-2 rounded-md px-4 py-2 text-[0.9375rem] font-medium transition-colors'

/**
 * The profile's two pages as tabs: "Profil" (/pages/profile) and, for a person
 * with a cooperative record, "Ma coopérative" (/coop/profil) — shown on both so
 * that they read as one page.
 */
export default function ProfileTabs({ active, coop, profileHref = profilePath() }: ProfileTabsProps) {
  const { t } = useTranslation()
  const items = [
    { key: 'profile' as const, href: profileHref, label: t('profile.tabs.profile'), icon: UserRound },
    ...(coop ? [{ key: 'coop' as const, href: COOP_PATH, label: t('profile.tabs.coop'), icon: Landmark }] : []),
  ]
  return (
    <nav aria-label={t('profile.tabs.label')} className="flex flex-wrap gap-2">
      {items.map(({ key, href, label, icon: Icon }) => {
        const current = key === active
        return (
          <Link
            key={key}
            href={href}
            aria-current={current ? 'page' : undefined}
            className={`${tab} ${current ? 'bg-primary-solid text-on-primary shadow-soft' : 'text-text hover:bg-primary/10 hover:text-primary-text'}`}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        )
      })}
    </nav>
  )
}
