import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Link } from '@inertiajs/react'
import { ChevronDown, Star } from 'lucide-react'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { fitCount, useBookmarks, type Bookmark } from '@/lib/bookmarks'
import { useTranslation } from '@/lib/i18n'
import { folds } from '@/lib/text'
import { NamedIcon } from './icons'
import { dropdownPanelStart, dropdownRow, navButton } from './styles'

/** The width of a navbar button (size-9) with the bar's gap (gap-0.5), in pixels. */
const BUTTON = 38

/** The width the bar has (its element's), followed as the window or the navbar changes; 0 until laid out. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    setWidth(el.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(el.clientWidth))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** An icon link with a tooltip (its accessible name is the title). */
function BookmarkIcon({ bookmark }: { bookmark: Bookmark }) {
  return (
    <Link href={bookmark.link} aria-label={bookmark.title} className={`${navButton} group`}>
      <NamedIcon name={bookmark.icon} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-1/2 top-full z-50 mt-2 -translate-x-1/2 rounded-md bg-heading px-2 py-1 text-xs whitespace-nowrap text-surface opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 rtl:translate-x-1/2"
      >
        {bookmark.title}
      </span>
    </Link>
  )
}

/** The star's panel: the suggestions, filtered as you type, each with a star to (un)bookmark it. */
function BookmarkPicker({ suggestions, toggle, close }: { suggestions: Bookmark[]; toggle: (id: number) => Promise<void>; close: () => void }) {
  const { t } = useTranslation()
  const inputId = useId()
  const [query, setQuery] = useState('')
  const shown = query.trim() ? suggestions.filter((s) => folds(s.title, query)) : suggestions
  return (
    <>
      <div className="border-b border-line p-3">
        <label htmlFor={inputId} className="sr-only">
          {t('bookmarks.search')}
        </label>
        <input id={inputId} type="text" autoComplete="off" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('bookmarks.search')} className="form-input" />
      </div>
      {shown.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">{t('search.noResults', { query })}</p>
      ) : (
        <ul className="max-h-80 overflow-y-auto py-2">
          {shown.map((s) => (
            <li key={s.id} className="flex items-center pe-2">
              <Link href={s.link} onClick={close} className={`${dropdownRow} min-w-0 flex-1`}>
                <NamedIcon name={s.icon} className="size-4.5 text-text" />
                <span className="truncate">{s.title}</span>
              </Link>
              <button
                type="button"
                onClick={() => void toggle(s.id)}
                aria-pressed={s.isBookmarked}
                aria-label={t('bookmarks.toggle', { title: s.title })}
                className="btn-ghost rounded-full p-2"
              >
                <Star className={`size-4.5 ${s.isBookmarked ? 'fill-warning text-warning' : ''}`} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/**
 * The navbar's bookmarks bar: as many icons as the navbar has room for (the
 * bar takes the free width), the others in a dropdown, and the star to choose them.
 */
export default function Bookmarks({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const { data, toggle } = useBookmarks()
  const [ref, width] = useWidth<HTMLDivElement>()
  const count = data ? fitCount(data.bookmarks.length, width - BUTTON, BUTTON, BUTTON) : 0
  const shown = data?.bookmarks.slice(0, count) ?? []
  const more = data?.bookmarks.slice(count) ?? []
  return (
    <div ref={ref} className={`min-w-0 flex-1 items-center gap-0.5 ${className}`}>
      {data && (
        <>
          <nav aria-label={t('bookmarks.add')} className="flex items-center gap-0.5">
            {shown.map((b) => (
              <BookmarkIcon key={b.id} bookmark={b} />
            ))}
            {more.length > 0 && (
              <Menu as="div" className="relative">
                <MenuButton className={navButton} aria-label={t('bookmarks.more')}>
                  <ChevronDown className="size-5" aria-hidden="true" />
                </MenuButton>
                <MenuItems modal={false} transition className={`${dropdownPanelStart} w-60 py-2`}>
                  {more.map((b) => (
                    <MenuItem key={b.id}>
                      <Link href={b.link} className={dropdownRow}>
                        <NamedIcon name={b.icon} className="size-4.5 text-text" />
                        <span className="truncate">{b.title}</span>
                      </Link>
                    </MenuItem>
                  ))}
                </MenuItems>
              </Menu>
            )}
          </nav>
          {/* The picker stays outside the bar's landmark: its suggestions are not bookmarks. */}
          <Popover className="relative">
            <PopoverButton className={navButton} aria-label={t('bookmarks.add')} title={t('bookmarks.add')}>
              <Star className="size-5" aria-hidden="true" />
            </PopoverButton>
            <PopoverPanel transition className={`${dropdownPanelStart} w-80`}>
              {({ close }) => <BookmarkPicker suggestions={data.suggestions} toggle={toggle} close={close} />}
            </PopoverPanel>
          </Popover>
        </>
      )}
    </div>
  )
}
