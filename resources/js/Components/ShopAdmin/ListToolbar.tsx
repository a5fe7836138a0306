import { Link } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { FilterSelect, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'

interface ListToolbarProps {
  perPage: number
  /** The page sizes offered. */
  perPages: readonly number[]
  q: string
  onChange: (patch: { perPage?: number; q?: string }, replace?: boolean) => void
  searchLabel: string
  searchPlaceholder: string
  /** The add button's target and words; absent for who may not add. */
  add?: { href: string; label: string }
  /** A filter beside the search (the orders' status). */
  children?: ReactNode
}

/** Above a staff table: rows per page, the search, a filter and the add button. */
export default function ListToolbar({ perPage, perPages, q, onChange, searchLabel, searchPlaceholder, add, children }: ListToolbarProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 px-5 py-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect layout="inline" label={t('shopAdmin.pager.perPage')} value={String(perPage)} options={perPages.map((n) => ({ value: String(n), label: String(n) }))} onChange={(v) => onChange({ perPage: Number(v) })} className="[&_select]:w-20" />
        {add && (
          <Link href={add.href} className="btn-primary px-4">
            <Plus className="size-4" aria-hidden="true" />
            {add.label}
          </Link>
        )}
      </div>
      <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:justify-end">
        <SearchInput value={q} onSearch={(text) => onChange({ q: text }, true)} label={searchLabel} placeholder={searchPlaceholder} className="w-full sm:w-72" />
        {children}
      </div>
    </div>
  )
}
