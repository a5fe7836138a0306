import { UserRoundCheck, UserRoundX, Users, UserSearch, type LucideIcon } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { UserCounts } from './types'

const CARDS: { key: keyof UserCounts; icon: LucideIcon; tone: string }[] = [
  { key: 'all', icon: Users, tone: 'bg-primary/15 text-primary-text' },
  { key: 'active', icon: UserRoundCheck, tone: 'bg-success/15 text-success' },
  { key: 'pending', icon: UserSearch, tone: 'bg-warning/15 text-warning' },
  { key: 'inactive', icon: UserRoundX, tone: 'bg-danger/15 text-danger' },
]

/** Four cards above the list: every user, the active, pending and inactive ones. */
export default function StatCards({ counts }: { counts: UserCounts }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-label={t('users.stats.label')}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CARDS.map(({ key, icon: Icon, tone }) => (
          <li key={key} className="card flex items-center justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <p className="truncate text-sm text-text">{t(`users.stats.${key}`)}</p>
              <p className="mt-1 text-2xl font-semibold text-heading">{formatNumber(counts?.[key] ?? 0, i18n.language)}</p>
            </div>
            <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg max-sm:hidden ${tone}`}>
              <Icon className="size-5.5" aria-hidden="true" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
