import { Menu as HMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { router } from '@inertiajs/react'
import { ArrowDownUp, Check, Menu, Search } from 'lucide-react'
import { useState } from 'react'
import { dropdownRow } from '@/Components/Shell/styles'
import { useTranslation } from '@/lib/i18n'
import { useDebouncedQuery } from '@/lib/useDebouncedSearch'
import IconButton from '@/Components/IconButton'
import { listPath, listQuery } from './util'
import { SORTS, type TodoFilter } from './types'

/** The sort's translation key ('' is the team's order). */
export const sortKey = (sort: string) => `todo.sort.${sort || 'team'}`

/** Search box bound to `?q=`: the list follows 300 ms after the last keystroke. */
function SearchBox({ filter }: { filter: TodoFilter }) {
  const { t } = useTranslation()
  const [q, setQ] = useState(filter.q)
  useDebouncedQuery(q, (query) => router.get(listPath(filter), listQuery(query, filter.sortBy), { preserveState: true, replace: true }), 300, filter.q)

  return (
    <div role="search" className="flex min-w-0 flex-1 items-center gap-2">
      <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <input
        type="text"
        enterKeyHint="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label={t('todo.search')}
        placeholder={t('todo.searchPlaceholder')}
        className="h-11 min-w-0 flex-1 bg-transparent text-[0.9375rem] text-heading placeholder:text-muted focus:outline-none"
      />
    </div>
  )
}

/** The sort menu: the team's order (drag and drop) or one of the server's sorts. */
function SortMenu({ filter }: { filter: TodoFilter }) {
  const { t } = useTranslation()
  const sortBy = (sort: string) => router.get(listPath(filter), listQuery(filter.q, sort), { preserveState: true })
  return (
    <HMenu>
      <MenuButton className="btn-ghost shrink-0 gap-1.5 px-3 py-2 data-open:bg-primary/10">
        <ArrowDownUp className="size-4.5" aria-hidden="true" />
        <span className="sr-only">{t('todo.sort.label')}: </span>
        <span className="max-sm:sr-only">{t(sortKey(filter.sortBy))}</span>
      </MenuButton>
      <MenuItems
        modal={false}
        transition
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        className="z-50 w-52 rounded-lg bg-surface py-2 text-text shadow-card ring-1 ring-line/60 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
      >
        {SORTS.map((sort) => {
          const current = sort === filter.sortBy
          return (
            <MenuItem key={sort || 'team'}>
              <button type="button" onClick={() => sortBy(sort)} className={dropdownRow}>
                <span className="flex-1">{t(sortKey(sort))}</span>
                {current && (
                  <>
                    <Check className="size-4 text-primary" aria-hidden="true" />
                    <span className="sr-only">({t('todo.sort.current')})</span>
                  </>
                )}
              </button>
            </MenuItem>
          )
        })}
      </MenuItems>
    </HMenu>
  )
}

/** Above the list: the drawer's button on small screens, the search, the sort. */
export default function Toolbar({ filter, onOpenSidebar }: { filter: TodoFilter; onOpenSidebar: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-2 border-b border-line px-3 py-1.5 sm:px-4">
      <IconButton label={t('todo.sidebar.open')} icon={Menu} onClick={onOpenSidebar} className="lg:hidden" />
      <SearchBox filter={filter} />
      <SortMenu filter={filter} />
    </div>
  )
}
