import { CheckCircle2, Inbox, Loader, Mail } from 'lucide-react'
import StatCards, { countedItems, type StatCard } from '@/Components/StatCards'
import { useTranslation } from '@/lib/i18n'

const CARDS: (StatCard & { status: string })[] = [
  { status: '', key: 'all', icon: Inbox, tone: 'bg-primary/15 text-primary-text' },
  { status: 'new', key: 'new', icon: Mail, tone: 'bg-warning/15 text-warning' },
  { status: 'in_progress', key: 'in_progress', icon: Loader, tone: 'bg-info/15 text-info' },
  { status: 'closed', key: 'closed', icon: CheckCircle2, tone: 'bg-success/15 text-success' },
]

interface StatusTabsProps {
  counts: Record<string, number>
  /** The status shown ('' for every message). */
  status: string
  onChange: (status: string) => void
}

/**
 * The stat cards above the inbox, one per status with its count; each is also
 * the status filter (pressed when it is the one shown).
 */
export default function StatusTabs({ counts, status, onChange }: StatusTabsProps) {
  const { t } = useTranslation()
  const items = countedItems(CARDS, counts, (key) => t(`coop.contact.stats.${key}`)).map((item, i) => ({
    ...item,
    active: status === CARDS[i].status,
    onSelect: () => onChange(CARDS[i].status),
  }))
  return <StatCards label={t('coop.contact.stats.label')} items={items} />
}
