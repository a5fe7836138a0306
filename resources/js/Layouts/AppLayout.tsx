import { AbilityProvider } from '@casl/react'
import { Link, usePage } from '@inertiajs/react'
import { LayoutDashboard, LogOut, Menu, ShieldCheck, X, type LucideIcon } from 'lucide-react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import Avatar from '@/Components/Avatar'
import LanguageSwitcher from '@/Components/LanguageSwitcher'
import Logo from '@/Components/Logo'
import { useAbility, type AppAbility } from '@/lib/ability'

interface NavItem {
  href: string
  label: string
  icon: LucideIcon
}

function isActive(currentUrl: string, href: string): boolean {
  const path = currentUrl.split(/[?#]/)[0] ?? '/'
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/** Menu items the current user may see. */
function useNavItems(ability: AppAbility, signedIn: boolean): NavItem[] {
  const { t } = useTranslation()
  const items: NavItem[] = []
  if (ability.can('manage', 'all')) items.push({ href: '/', label: t('nav.dashboard'), icon: LayoutDashboard })
  if (signedIn) items.push({ href: '/access-control', label: t('nav.accessControl'), icon: ShieldCheck })
  return items
}

/**
 * Default layout: vertical menu, floating navbar, footer.
 * A regular function (not an arrow) so Inertia treats it as a layout component.
 */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const page = usePage()
  const { auth, app } = page.props
  const user = auth?.user ?? null
  const ability = useAbility()
  const items = useNavItems(ability, user !== null)
  const [menuOpen, setMenuOpen] = useState(false)
  const appName = app?.name ?? 'Partage'

  // Close the mobile menu after each navigation.
  useEffect(() => setMenuOpen(false), [page.url])

  return (
    <AbilityProvider value={ability}>
      <div className="min-h-screen bg-body">
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-card">
          {t('nav.skip')}
        </a>

        {menuOpen && (
          <button
            type="button"
            aria-label={t('nav.closeMenu')}
            onClick={() => setMenuOpen(false)}
            className="fixed inset-0 z-30 bg-heading/40 lg:hidden"
          />
        )}

        <aside
          id="layout-menu"
          className={`fixed inset-y-0 start-0 z-40 flex w-64 flex-col bg-surface shadow-card transition-transform duration-200 ${
            menuOpen ? '' : 'max-lg:-translate-x-full max-lg:rtl:translate-x-full'
          }`}
        >
          <div className="flex h-16 items-center justify-between ps-6 pe-3">
            <Link href={items[0]?.href ?? '/'} className="rounded-md">
              <Logo />
            </Link>
            <button type="button" onClick={() => setMenuOpen(false)} className="btn-ghost p-2 lg:hidden" aria-label={t('nav.closeMenu')}>
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <nav aria-label={t('nav.menu')} className="flex-1 overflow-y-auto px-3.5 py-2">
            <ul className="space-y-1">
              {items.map(({ href, label, icon: Icon }) => {
                const active = isActive(page.url, href)
                return (
                  <li key={href}>
                    <Link
                      href={href}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center gap-3 rounded-md px-4 py-2.5 text-[0.9375rem] transition-colors ${
                        active
                          ? 'bg-linear-to-r from-primary-solid to-primary text-on-primary shadow-soft rtl:bg-linear-to-l'
                          : 'text-heading hover:bg-primary/10'
                      }`}
                    >
                      <Icon className="size-5 shrink-0" aria-hidden="true" />
                      <span>{label}</span>
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
        </aside>

        <div className="flex min-h-screen flex-col lg:ps-64">
          <header className="sticky top-0 z-20 px-4 pt-4 sm:px-6">
            <div className="card flex h-16 items-center gap-3 px-4">
              <button
                type="button"
                onClick={() => setMenuOpen(true)}
                className="btn-ghost p-2 lg:hidden"
                aria-label={t('nav.openMenu')}
                aria-controls="layout-menu"
                aria-expanded={menuOpen}
              >
                <Menu className="size-5" aria-hidden="true" />
              </button>
              <div className="flex-1" />
              <LanguageSwitcher />
              {user && (
                <div className="flex items-center gap-3 border-s border-line ps-3">
                  <Avatar name={user.fullName || user.username} src={user.avatar} />
                  <div className="hidden leading-tight sm:block">
                    <p className="text-sm font-semibold text-heading">{user.fullName || user.username}</p>
                    <p className="text-xs text-muted">{t(`roles.${user.role}`, { defaultValue: user.role })}</p>
                  </div>
                  <Link href="/logout" method="post" as="button" className="btn-ghost px-3 py-2">
                    <LogOut className="size-4 rtl:rotate-180" aria-hidden="true" />
                    <span>{t('nav.logout')}</span>
                  </Link>
                </div>
              )}
            </div>
          </header>

          <main id="main" className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 sm:px-6">
            {children}
          </main>

          <footer className="mx-auto w-full max-w-[1440px] px-4 py-4 text-sm text-muted sm:px-6">
            {t('nav.footer', { year: new Date().getFullYear(), app: appName })}
          </footer>
        </div>
      </div>
    </AbilityProvider>
  )
}
