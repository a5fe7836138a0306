import { Link } from '@inertiajs/react'
import type { ReactNode } from 'react'

/** A titled card of the dashboard, with a link to the whole list. */
export default function Panel({ id, title, more, moreHref, children, className = '' }: {
  id: string
  title: string
  more?: string
  moreHref?: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more && moreHref && (
          <Link href={moreHref} className="text-sm text-primary-text hover:underline">
            {more}
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}

/** What a panel says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-body/60 px-4 py-6 text-center text-sm text-muted">{children}</p>
}
