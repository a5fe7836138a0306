import { AbilityProvider } from '@casl/react'
import { usePage } from '@inertiajs/react'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import Customizer from '@/Components/Shell/Customizer'
import Footer from '@/Components/Shell/Footer'
import Navbar from '@/Components/Shell/Navbar'
import PageTransition from '@/Components/Shell/PageTransition'
import RealtimeBridge from '@/Components/Shell/RealtimeBridge'
import ScrollToTop from '@/Components/Shell/ScrollToTop'
import VerticalMenu from '@/Components/Shell/VerticalMenu'
import { useAbility } from '@/lib/ability'
import { setTimeZone } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { useLayout } from '@/lib/layout'
import { DESKTOP, useMediaQuery } from '@/lib/media'

// Loaded the first time the search opens, then kept mounted so it can animate out.
const loadSearch = () => import('@/Components/Shell/SearchDialog')
const SearchDialog = lazy(loadSearch)

/** Ctrl+K / ⌘K opens the global search from anywhere. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
}

/**
 * The application shell: vertical menu, navbar, page, footer, scroll-to-top,
 * global search, the customizer and the live events (when signed in).
 * Inertia keeps it mounted across visits. A regular function (not an arrow) so Inertia treats it as a layout component.
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const page = usePage()
  const ability = useAbility()
  const layout = useLayout()
  const desktop = useMediaQuery(DESKTOP)
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const [searchUsed, setSearchUsed] = useState(false)
  const openSearch = useCallback(() => {
    setSearchUsed(true)
    setSearchOpen(true)
  }, [])
  const closeSearch = useCallback(() => setSearchOpen(false), [])
  const openMenu = useCallback(() => setMenuOpen(true), [])
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  useSearchShortcut(openSearch)

  // Fetch the search code shortly after the shell mounts, so Ctrl+K answers at once and no keystroke is lost.
  useEffect(() => {
    const id = window.setTimeout(() => void loadSearch().catch(() => undefined), 1500)
    return () => window.clearTimeout(id)
  }, [])

  // Close the drawer after each visit.
  const [url, setUrl] = useState(page.url)
  if (url !== page.url) {
    setUrl(page.url)
    setMenuOpen(false)
  }

  const userId = page.props.auth?.user?.id
  // Moments are written in the zone chosen in the account settings, before this render formats any.
  setTimeZone(page.props.auth?.timeZone)
  const drawer = layout.menuHidden || !desktop
  const contentStart = layout.menuHidden ? '' : layout.menuCollapsed ? 'lg:ps-20' : 'lg:ps-65'

  return (
    <AbilityProvider value={ability}>
      <div className="min-h-screen bg-body">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-70 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-card"
        >
          {t('nav.skip')}
        </a>

        <VerticalMenu open={menuOpen} onClose={closeMenu} />

        <div className={`flex min-h-screen flex-col transition-[padding] duration-200 motion-reduce:transition-none ${contentStart}`}>
          {layout.navbarType === 'hidden' ? (
            drawer && (
              <button
                type="button"
                onClick={openMenu}
                aria-label={t('nav.openMenu')}
                aria-controls="layout-menu"
                aria-expanded={menuOpen}
                className="fixed start-3 top-3 z-30 inline-flex size-10 items-center justify-center rounded-full bg-surface text-heading shadow-card"
              >
                <Menu className="size-5" aria-hidden="true" />
              </button>
            )
          ) : (
            <Navbar drawer={drawer} menuOpen={menuOpen} onOpenMenu={openMenu} onOpenSearch={openSearch} onPrepareSearch={loadSearch} />
          )}

          <main id="main" tabIndex={-1} className="layout-container w-full flex-1 px-4 py-6 focus:outline-none sm:px-6">
            <PageTransition page={page.component}>{children}</PageTransition>
          </main>

          <Footer />
        </div>

        {layout.scrollToTop && <ScrollToTop />}
        {searchUsed && (
          <Suspense fallback={null}>
            <SearchDialog open={searchOpen} onClose={closeSearch} />
          </Suspense>
        )}
        <Customizer />
        {userId !== undefined && <RealtimeBridge userId={userId} />}
      </div>
    </AbilityProvider>
  )
}
