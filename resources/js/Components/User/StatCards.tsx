import { UserRoundCheck, UserRoundX, Users, UserSearch } from 'lucide-react'
import SharedStatCards, { countedItems, type StatCard } from '@/Components/StatCards'
import { useTranslation } from '@/lib/i18n'
import type { UserCounts } from './types'

const CARDS: (StatCard & { key: keyof UserCounts })[] = [
  { key: 'all', icon: Users, tone: 'bg-primary/15 text-primary-text' },
  { key: 'active', icon: UserRoundCheck, tone: 'bg-success/15 text-success' },
  { key: 'pending', icon: UserSearch, tone: 'bg-warning/15 text-warning' },
  { key: 'inactive', icon: UserRoundX, tone: 'bg-danger/15 text-danger' },
]

/** Four cards above the list: every user, the active, pending and inactive ones. */
export default function StatCards({ counts }: { counts: UserCounts }) {
  const { t } = useTranslation()
  return <SharedStatCards label={t('users.stats.label')} items={countedItems(CARDS, counts as unknown as Record<string, number>, (key) => t(`users.stats.${key}`))} />
}
