import { Link, usePage } from '@inertiajs/react'
import { ChevronsLeft, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { LogoMark } from '@/Components/Logo'
import { homeFor } from '@/lib/home'
import { useTranslation } from '@/lib/i18n'
import { setLayout, useLayout } from '@/lib/layout'
import { DESKTOP, useMediaQuery } from '@/lib/media'
import { activeTrail, menuChoice, rememberMenuChoice } from '@/lib/menu'
import { MenuEntries, type MenuTreeState } from './MenuTree'

interface VerticalMenuProps {
  /** The off-canvas drawer is open (small screens, or when the menu is hidden). */
  open: boolean
  onClose: () => void
}

/**
 * The vertical menu: the server's `menu` prop (already filtered by the user's
 * abilities), the active link highlighted and its groups open. Beside the content
 * on large screens (a rail of icons when collapsed, wide again on hover or focus),
 * an off-canvas drawer on small screens and when the menu is hidden.
 */
export default function VerticalMenu({ open, onClose }: VerticalMenuProps) {
  const { t } = useTranslation()
  const page = usePage()
  const menu = page.props.menu ?? []
  const appName = page.props.app?.name ?? 'Partage'
  const { menuCollapsed, menuHidden } = useLayout()
  const desktop = useMediaQuery(DESKTOP)
  const [hovered, setHovered] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)

  const [choice, setChoice] = useState(menuChoice)
  const trail = useMemo(() => activeTrail(menu, page.url, choice), [menu, page.url, choice])
  // Open groups: the active link's after each visit, then as the user toggles them.
  const [groups, setGroups] = useState({ url: page.url, open: trail.ancestors })
  if (groups.url !== page.url) setGroups({ url: page.url, open: trail.ancestors })

  const drawer = menuHidden || !desktop
  const offCanvas = drawer && !open
  const rail = menuCollapsed && !drawer && !hovered
  const expanded = !rail

  // Bring the active link into view (deep in the menu, e.g. an invoice page).
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [page.url])

  // The drawer takes the focus while open (Esc closes it) and gives it back to the button that opened it.
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      if (opener?.isConnected) opener.focus()
    }
  }, [open, onClose])

  const state: MenuTreeState = {
    active: trail.active,
    trail: trail.ancestors,
    open: groups.open,
    expanded,
    choose: (id) => {
      rememberMenuChoice(id)
      setChoice(id)
    },
    // One open branch at a time: opening a group closes its siblings.
    toggle: (id, parents) =>
      setGroups((g) => ({ ...g, open: g.open.includes(id) ? parents : [...parents, id] })),
  }

  const translate = open ? '' : menuHidden ? '-translate-x-full rtl:translate-x-full' : 'max-lg:-translate-x-full max-lg:rtl:translate-x-full'

  return (
    <>
      {open && drawer && <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-40 bg-heading/40" />}
      <aside
        id="layout-menu"
        inert={offCanvas}
        onMouseEnter={() => menuCollapsed && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => menuCollapsed && setHovered(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHovered(false)}
        className={`layout-menu fixed inset-y-0 start-0 z-50 flex w-65 flex-col bg-surface text-text transition-[width,translate] duration-200 motion-reduce:transition-none ${
          offCanvas ? '' : 'shadow-card'
        } ${rail ? 'lg:w-20' : ''} ${translate}`}
      >
        <div className="flex h-16 shrink-0 items-center gap-2 ps-5.5 pe-3">
          <Link href={homeFor(page.props.auth?.user)} className="flex min-w-0 flex-1 items-center gap-2.5 rounded-md">
            <LogoMark />
            <span className={expanded ? 'truncate text-xl font-bold tracking-tight text-heading' : 'sr-only'}>{appName}</span>
          </Link>
          {drawer ? (
            <button ref={closeRef} type="button" onClick={onClose} className="btn-ghost rounded-full p-2" aria-label={t('nav.closeMenu')}>
              <X className="size-5" aria-hidden="true" />
            </button>
          ) : (
            expanded && (
              <button
                type="button"
                onClick={() => setLayout({ menuCollapsed: !menuCollapsed })}
                aria-pressed={menuCollapsed}
                aria-label={t('nav.collapseMenu')}
                title={t('nav.collapseMenu')}
                className="btn-ghost rounded-full p-1.5"
              >
                <ChevronsLeft className={`size-5 transition-transform rtl:rotate-180 ${menuCollapsed ? 'rotate-180 rtl:rotate-0' : ''}`} aria-hidden="true" />
              </button>
            )
          )}
        </div>
        <nav ref={navRef} aria-label={t('nav.menu')} className="flex-1 overflow-x-hidden overflow-y-auto overscroll-contain px-3.5 pt-1 pb-4">
          <ul className="space-y-1">
            <MenuEntries entries={menu} state={state} />
          </ul>
        </nav>
      </aside>
    </>
  )
}
