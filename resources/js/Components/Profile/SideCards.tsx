import { Link } from '@inertiajs/react'
import { ChevronRight } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import Avatar from '@/Components/Avatar'
import { roleLabel } from '@/Components/accountLabels'
import { NamedIcon } from '@/Components/Shell/icons'
import { useTranslation } from '@/lib/i18n'
import { profilePath } from './api'
import type { SuggestedPage, Suggestion } from './types'

/** A card of the profile with its title (the region's name). */
export function ProfileCard({ title, children, action, className = '' }: { title: string; children: ReactNode; action?: ReactNode; className?: string }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-heading">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** The person's bookmarks: the pages they keep at hand. */
export function SuggestedPagesCard({ pages }: { pages: SuggestedPage[] }) {
  const { t } = useTranslation()
  return (
    <ProfileCard title={t('profile.pages.title')}>
      <ul className="grid gap-1">
        {pages.map((p) => (
          <li key={p.href}>
            <Link href={p.href} className="group flex items-center gap-3 rounded-md p-2 hover:bg-primary/8">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/12 text-primary-text">
                <NamedIcon name={p.icon} />
              </span>
              <span className="min-w-0 flex-1 truncate text-[0.9375rem] font-medium text-heading group-hover:text-primary-text">{t(p.title, { defaultValue: p.title })}</span>
              <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}

/** Colleagues to look up, each leading to their profile. */
export function SuggestionsCard({ people }: { people: Suggestion[] }) {
  const { t } = useTranslation()
  return (
    <ProfileCard title={t('profile.suggestions.title')}>
      <ul className="grid gap-3">
        {people.map((p) => (
          <li key={p.id}>
            <Link href={profilePath(p.id)} className="group flex items-center gap-3 rounded-md">
              <Avatar name={p.fullName} src={p.avatar} className="size-10" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[0.9375rem] font-medium text-heading group-hover:text-primary-text">
                  <bdi>{p.fullName}</bdi>
                </span>
                <span className="block truncate text-xs text-muted">{roleLabel(p.role)}</span>
              </span>
              <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </ProfileCard>
  )
}
