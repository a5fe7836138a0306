import { ArrowDown, ArrowUpDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { ariaSort, type PagedState } from './query'

interface SortHeaderProps {
  column: string
  sort: Pick<PagedState, 'sortBy' | 'sortDesc'>
  onSort: (column: string) => void
  children: ReactNode
  className?: string
}

/** A column header whose button sorts the list by it; aria-sort tells which way it is sorted now. */
export default function SortHeader({ column, sort, onSort, children, className = '' }: SortHeaderProps) {
  const direction = ariaSort(sort, column)
  // Ascending is the down arrow turned over (one icon less to load).
  const Icon = direction === 'none' ? ArrowUpDown : ArrowDown
  return (
    <th scope="col" aria-sort={direction} className={className}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="group inline-flex cursor-pointer items-center gap-1.5 rounded-sm text-start font-semibold tracking-wide uppercase hover:text-primary-text"
      >
        {children}
        <Icon className={`size-3.5 shrink-0 ${direction === 'none' ? 'text-muted opacity-60 group-hover:opacity-100' : 'text-primary-text'} ${direction === 'ascending' ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
    </th>
  )
}
