import { Building2, CreditCard, UserRound, Users } from 'lucide-react'
import StatCards, { countedItems, type StatCard } from '@/Components/StatCards'
import { useTranslation } from '@/lib/i18n'
import type { TiersCounts } from '../types'

const CARDS: (StatCard & { key: keyof TiersCounts })[] = [
  { key: 'all', icon: Users, tone: 'bg-primary/15 text-primary-text' },
  { key: 'persons', icon: UserRound, tone: 'bg-success/15 text-success' },
  { key: 'entities', icon: Building2, tone: 'bg-info/15 text-info' },
  { key: 'noIban', icon: CreditCard, tone: 'bg-warning/15 text-warning' },
]

/** Four cards above a register list; `words` is its keys' prefix ("coop.clients.stats"). */
export default function TiersStatCards({ counts, words }: { counts: TiersCounts; words: string }) {
  const { t } = useTranslation()
  return <StatCards label={t(`${words}.label`)} items={countedItems(CARDS, counts as unknown as Record<string, number>, (key) => t(`${words}.${key}`))} />
}
