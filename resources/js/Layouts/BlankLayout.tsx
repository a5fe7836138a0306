import type { ReactNode } from 'react'
import LanguageSwitcher from '@/Components/LanguageSwitcher'
import { useTranslation } from '@/lib/i18n'

/**
 * Layout without menu: auth and misc pages. A regular function (not an arrow)
 * so Inertia treats it as a layout component, not a layout callback.
 */
export default function BlankLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="relative min-h-screen bg-body">
      <nav aria-label={t('common.language')} className="absolute end-4 top-4 z-10">
        <LanguageSwitcher />
      </nav>
      {children}
    </div>
  )
}
