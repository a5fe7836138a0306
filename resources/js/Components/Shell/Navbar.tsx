import { Menu, Search } from 'lucide-react'
import LanguageSwitcher from '@/Components/LanguageSwitcher'
import { useTranslation } from '@/lib/i18n'
import { useLayout } from '@/lib/layout'
import Bookmarks from './Bookmarks'
import CartDropdown from './CartDropdown'
import NotificationsDropdown from './NotificationsDropdown'
import ThemeToggle from './ThemeToggle'
import UserDropdown from './UserDropdown'
import { navButton } from './styles'

interface NavbarProps {
  /** Show the button that opens the menu drawer (small screens, hidden menu). */
  drawer: boolean
  menuOpen: boolean
  onOpenMenu: () => void
  onOpenSearch: () => void
  /** Fetches the search dialog's code ahead (pointer over or focus on the button). */
  onPrepareSearch?: () => void
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/**
 * The navbar: menu button, bookmarks, search, language, light/dark, cart,
 * notifications and the user's menu. Floating (a card with margins, sticky),
 * sticky or static (a full-width bar), in the customizer's colour.
 */
export default function Navbar({ drawer, menuOpen, onOpenMenu, onOpenSearch, onPrepareSearch }: NavbarProps) {
  const { t } = useTranslation()
  const { navbarType, navbarColor } = useLayout()
  const floating = navbarType === 'floating'
  const position = navbarType === 'static' ? 'relative z-30' : 'sticky top-0 z-30'
  const shortcut = isMac() ? '⌘K' : 'Ctrl K'

  return (
    <header
      data-navbar-color={floating ? undefined : navbarColor}
      className={`layout-navbar ${position} ${floating ? 'px-3 pt-3 sm:px-6 sm:pt-4' : 'navbar-bar shadow-soft'}`}
    >
      {floating && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-full bg-linear-to-b from-body from-40% to-transparent" />
      )}
      <div
        data-navbar-color={floating ? navbarColor : undefined}
        className={`layout-container relative flex h-16 items-center gap-0.5 px-2 sm:gap-1.5 sm:px-4 ${floating ? 'navbar-bar rounded-xl shadow-card' : 'sm:px-6'}`}
      >
        {drawer && (
          <button
            type="button"
            onClick={onOpenMenu}
            className={navButton}
            aria-label={t('nav.openMenu')}
            aria-controls="layout-menu"
            aria-expanded={menuOpen}
          >
            <Menu className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
        )}
        {/* The bookmarks take the free width on larger screens (as many as fit show). */}
        <Bookmarks className="hidden md:flex" />
        <div className="flex-1 md:hidden" />
        <button
          type="button"
          onClick={onOpenSearch}
          onPointerEnter={onPrepareSearch}
          onFocus={onPrepareSearch}
          aria-keyshortcuts="Control+K Meta+K"
          className={`${navButton} md:w-auto md:gap-2 md:rounded-md md:px-3`}
        >
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only text-sm md:not-sr-only">{t('search.button')}</span>
          <kbd aria-hidden="true" className="hidden rounded border border-current/40 px-1.5 py-0.5 font-sans text-xs lg:inline">
            {shortcut}
          </kbd>
        </button>
        <LanguageSwitcher className="mx-1" />
        <ThemeToggle />
        <CartDropdown />
        <NotificationsDropdown />
        <div className="ms-1.5">
          <UserDropdown />
        </div>
      </div>
    </header>
  )
}
