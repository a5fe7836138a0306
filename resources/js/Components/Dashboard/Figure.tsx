import { Link } from '@inertiajs/react'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface FigureProps {
  /** The figure's key, on the element holding its value (data-figure). */
  name: string
  label: string
  /** The value as shown (a number or an amount already formatted). */
  value: string
  /** The raw number, for tests and tools (data-value). */
  raw: number
  href: string
  icon: LucideIcon
  tone: string
  /** A line under the value: the count behind an amount, a breakdown… */
  detail?: ReactNode
  /** Draws the eye: something waits for someone. */
  alert?: boolean
}

/** One figure of the cooperative: a card that opens the list it counts. */
export default function Figure({ name, label, value, raw, href, icon: Icon, tone, detail, alert = false }: FigureProps) {
  return (
    <li className="contents">
      <Link
        href={href}
        className={`card group flex items-start justify-between gap-3 p-4 transition-shadow hover:ring-1 hover:ring-primary/40 focus-visible:ring-2 focus-visible:ring-primary sm:p-5 ${alert ? 'border-s-4 border-warning' : ''}`}
      >
        <span className="min-w-0">
          <span className="block text-sm text-text group-hover:text-primary-text">{label}</span>
          <span className="mt-1 block text-2xl font-semibold text-heading tabular-nums" data-figure={name} data-value={raw}>
            <bdi dir="ltr">{value}</bdi>
          </span>
          {detail && (
            <span className="mt-1 block text-xs text-muted" dir="auto">
              {detail}
            </span>
          )}
        </span>
        <span className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg max-sm:hidden ${tone}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </Link>
    </li>
  )
}
