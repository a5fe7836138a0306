import type { ReactNode } from 'react'
import { useLayout } from '@/lib/layout'

/**
 * Plays the customizer's page transition (fade, slide, zoom) when the page
 * component changes: the key remounts the wrapper, which replays its CSS
 * animation. app.css turns the animations off for prefers-reduced-motion.
 */
export default function PageTransition({ page, children }: { page: string; children?: ReactNode }) {
  const { transition } = useLayout()
  return (
    <div key={page} className={transition === 'none' ? undefined : `page-${transition}`}>
      {children}
    </div>
  )
}
