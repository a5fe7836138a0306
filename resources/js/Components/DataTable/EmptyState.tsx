import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** What a list shows when nothing matches: an icon, a sentence and, maybe, a way out ("Clear filters"). */
export default function EmptyState({ icon: Icon, text, children }: { icon: LucideIcon; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-[0.9375rem] text-muted">{text}</p>
      {children}
    </div>
  )
}
