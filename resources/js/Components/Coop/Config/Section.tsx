import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface SectionProps {
  /** The anchor of the section (#identity…), which the page's menu links to. */
  id: string
  icon: LucideIcon
  title: string
  intro?: string
  children: ReactNode
}

/** One card of the configuration: an anchored heading, a line saying what it rules, its fields. */
export default function Section({ id, icon: Icon, title, intro, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card min-w-0 scroll-mt-24 p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-heading">
            {title}
          </h2>
          {intro && <p className="mt-0.5 text-sm text-muted">{intro}</p>}
        </div>
      </div>
      {children}
    </section>
  )
}
