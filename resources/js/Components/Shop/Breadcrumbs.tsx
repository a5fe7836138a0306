import { Link } from '@inertiajs/react'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** A step of the trail: a link, or the current page (no href). */
export interface Crumb {
  label: string
  href?: string
}

/** Where the page stands ("Shop › Kitchen › Tea towel"), the last step being the page itself. */
export default function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('shop.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`} className="inline-flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />}
            {c.href ? (
              <Link href={c.href} className="hover:text-primary-text">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-heading">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
