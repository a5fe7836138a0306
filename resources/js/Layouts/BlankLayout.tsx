import type { ReactNode } from 'react'
import LanguageSwitcher from '@/Components/LanguageSwitcher'

/**
 * Layout without menu: auth and misc pages. A regular function (not an arrow)
 * so Inertia treats it as a layout component, not a layout callback.
 */
export default function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="relative min-h-screen bg-body">
      <LanguageSwitcher className="absolute end-4 top-4 z-10" />
      {children}
    </div>
  )
}
