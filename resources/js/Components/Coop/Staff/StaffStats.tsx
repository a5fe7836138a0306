import { Crown, ShieldCheck, UserRoundX, Users } from 'lucide-react'
import StatCards, { countedItems, type StatCard } from '@/Components/StatCards'
import { useTranslation } from '@/lib/i18n'

const CARDS: StatCard[] = [
  { key: 'all', icon: Users, tone: 'bg-primary/15 text-primary-text' },
  { key: 'admin', icon: Crown, tone: 'bg-danger/15 text-danger' },
  { key: 'manager', icon: ShieldCheck, tone: 'bg-success/15 text-success' },
  { key: 'inactive', icon: UserRoundX, tone: 'bg-warning/15 text-warning' },
]

/** Four cards above the staff list: everyone, the admins, the managers, the suspended. */
export default function StaffStats({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation()
  return <StatCards label={t('coop.staff.stats.label')} items={countedItems(CARDS, counts, (key) => t(`coop.staff.stats.${key}`))} />
}
