import type { LucideIcon } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/** A card's look: the count it shows (a key of the server's counts), its icon and colours. */
export interface StatCard {
  key: string
  icon: LucideIcon
  tone: string
}

/** One card: its words, its count, and, for cards that filter the list, whether it is the filter shown. */
export interface StatItem extends StatCard {
  label: string
  value: number
  /** The card is pressed (the list shows only what it counts); only with onSelect. */
  active?: boolean
  /** Makes the card a toggle button that filters the list. */
  onSelect?: () => void
}

/** The items for cards counting the server's `counts`, each worded by `word(key)`. */
export function countedItems(cards: readonly StatCard[], counts: Record<string, number> | undefined, word: (key: string) => string): StatItem[] {
  return cards.map((card) => ({ ...card, label: word(card.key), value: counts?.[card.key] ?? 0 }))
}

const ICON = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg max-sm:hidden'

/**
 * The cards above a list (users, register, members, staff, inbox), four to a
 * row on wide screens. A card with onSelect is a button that filters the list.
 */
export default function StatCards({ label, items }: { label: string; items: StatItem[] }) {
  const { i18n } = useTranslation()
  return (
    <section aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {items.map(({ key, label: words, value, icon: Icon, tone, active, onSelect }) => {
          const count = formatNumber(value, i18n.language)
          const icon = (
            <span className={`${ICON} ${tone}`}>
              <Icon className="size-5.5" aria-hidden="true" />
            </span>
          )
          if (onSelect) {
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={Boolean(active)}
                  onClick={onSelect}
                  className={`card flex w-full cursor-pointer items-center justify-between gap-3 p-4 text-start sm:p-5 ${active ? 'ring-2 ring-primary' : 'hover:ring-1 hover:ring-line'}`}
                >
                  <span className="min-w-0">
                    <span className="block truncate text-sm text-text">{words}</span>
                    <span className="mt-1 block text-2xl font-semibold text-heading">{count}</span>
                  </span>
                  {icon}
                </button>
              </li>
            )
          }
          return (
            <li key={key} className="card flex items-center justify-between gap-3 p-4 sm:p-5">
              <div className="min-w-0">
                <p className="truncate text-sm text-text">{words}</p>
                <p className="mt-1 text-2xl font-semibold text-heading">{count}</p>
              </div>
              {icon}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
