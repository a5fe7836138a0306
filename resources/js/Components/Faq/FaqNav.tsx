import { Plus } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { faqIcon } from './icons'
import type { FaqGroup } from './types'

interface FaqNavProps {
  groups: FaqGroup[]
  active: string
  onSelect: (code: string) => void
  /** Staff only: adds a group. */
  onAdd?: () => void
}

/** The groups beside the questions: an icon, a title and how many questions each holds. */
export default function FaqNav({ groups, active, onSelect, onAdd }: FaqNavProps) {
  const { t, i18n } = useTranslation()
  return (
    <nav aria-label={t('faq.groups')} className="grid content-start gap-1">
      {groups.map((g) => {
        const Icon = faqIcon(g.icon)
        const current = g.code === active
        return (
          <button
            key={g.code}
            type="button"
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(g.code)}
            className={`flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5 text-start transition-colors ${current ? 'bg-primary-solid text-on-primary shadow-soft' : 'text-text hover:bg-primary/10'}`}
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate font-medium">{g.title}</span>
            <span className={`text-xs ${current ? 'text-on-primary/80' : 'text-muted'}`}>{formatNumber(g.qandA.length, i18n.language)}</span>
          </button>
        )
      })}
      {onAdd && (
        <button type="button" onClick={onAdd} className="btn-outline mt-2 justify-center">
          <Plus className="size-4" aria-hidden="true" />
          {t('faq.group.add')}
        </button>
      )}
    </nav>
  )
}
