import { CircleCheck, CircleDashed, Clock, Download, Send, TriangleAlert, type LucideIcon } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { statusLabel } from './labels'
import { STATUS_TONES, statusKey } from './status'
import { STATUSES } from './types'

const ICONS: Record<string, LucideIcon> = { paid: CircleCheck, downloaded: Download, sent: Send, draft: CircleDashed, partial: Clock, pastdue: TriangleAlert }

interface StatusCardsProps {
  counts: Record<string, number>
  /** The status the list shows now ('' for all). */
  current: string
  onPick: (status: string) => void
}

/** Today's count of each status; a card is a shortcut to the list filtered by it (again: all of them). */
export default function StatusCards({ counts, current, onPick }: StatusCardsProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <ul aria-label={t('invoice.cards.label')} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
      {STATUSES.map((s) => {
        const key = statusKey(s)
        const Icon = ICONS[key] ?? CircleDashed
        const on = current === s
        return (
          <li key={s}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onPick(on ? '' : s)}
              className={`card flex w-full cursor-pointer items-center gap-3 p-4 text-start transition-shadow hover:ring-2 hover:ring-primary/30 ${on ? 'ring-2 ring-primary' : ''}`}
            >
              <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg ${STATUS_TONES[key]}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-xl font-semibold text-heading">{formatNumber(counts[s] ?? 0, lang)}</span>
                <span className="block text-sm leading-tight text-muted">{statusLabel(s)}</span>
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
