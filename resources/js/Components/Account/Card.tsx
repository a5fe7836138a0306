import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface CardProps {
  /** The heading's id, which names the section. */
  id: string
  title: string
  icon: LucideIcon
  /** A line under the title. */
  intro?: ReactNode
  /** At the end of the title row (a status badge). */
  aside?: ReactNode
  /** 'danger': the danger zone's red edge. */
  tone?: 'danger'
  children: ReactNode
}

/** One card of the settings page: a titled section. */
export default function Card({ id, title, icon: Icon, intro, aside, tone, children }: CardProps) {
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${tone === 'danger' ? 'border border-danger/40' : ''}`}>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-heading">
            <Icon className={`size-5 shrink-0 ${tone === 'danger' ? 'text-danger' : 'text-primary'}`} aria-hidden="true" />
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  )
}
