import { ChevronLeft } from 'lucide-react'
import { formatNumber } from '@/lib/format'
import { pageCount, pageItems, pageRange } from './pager'

/** The pager's words, in the page's language. */
export interface PagerLabels {
  /** The navigation's name, e.g. "Pages of the user list". */
  nav: string
  /** "Showing 11 to 20 of 1,234" (numbers already formatted); "" rows: `empty`. */
  showing: (from: string, to: string, total: string) => string
  empty: string
  previous: string
  next: string
  /** "Page 3" */
  page: (n: string) => string
}

interface PagerProps {
  page: number
  perPage: number
  total: number
  /** Rows on this page (the last page may hold fewer). */
  shown: number
  onPage: (page: number) => void
  labels: PagerLabels
  /** The language numbers are written in. */
  lang: string
}

const cell =
  'inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-md px-2 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-45'

/** "Showing 11 to 20 of 1,234", previous, the page numbers, next. */
export default function Pager({ page, perPage, total, shown, onPage, labels, lang }: PagerProps) {
  const number = (n: number) => formatNumber(n, lang)
  const count = pageCount(total, perPage)
  const { from, to } = pageRange(page, perPage, total, shown)
  const summary = from === 0 ? labels.empty : labels.showing(number(from), number(to), number(total))

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {summary}
      </p>
      {count > 1 && (
        <nav aria-label={labels.nav}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous} title={labels.previous} className={`${cell} bg-surface-alt text-heading hover:bg-primary/10`}>
                <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              </button>
            </li>
            {pageItems(page, count).map((item, i) =>
              item === 'gap' ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    onClick={() => item !== page && onPage(item)}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={labels.page(number(item))}
                    className={`${cell} ${item === page ? 'bg-primary-solid font-medium text-on-primary shadow-soft' : 'bg-surface-alt text-heading hover:bg-primary/10'}`}
                  >
                    {number(item)}
                  </button>
                </li>
              ),
            )}
            <li>
              <button type="button" disabled={page >= count} onClick={() => onPage(page + 1)} aria-label={labels.next} title={labels.next} className={`${cell} bg-surface-alt text-heading hover:bg-primary/10`}>
                <ChevronLeft className="size-4 rotate-180 rtl:rotate-0" aria-hidden="true" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  )
}
