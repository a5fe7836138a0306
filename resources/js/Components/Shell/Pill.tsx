import type { ReactNode } from 'react'
import type { Badge } from '@/lib/types'

/**
 * Solid tones readable with white text on every skin (contrast ≥ 4.5).
 * Full class names, so Tailwind sees them.
 */
export const TONE_BG: Record<Badge['tone'], string> = {
  primary: 'bg-solid-primary',
  danger: 'bg-solid-danger',
  success: 'bg-solid-success',
  warning: 'bg-solid-warning',
  info: 'bg-solid-info',
}

/** A rounded count or label (menu badges, "3 new"). */
export default function Pill({ tone = 'primary', className = '', children }: { tone?: Badge['tone']; className?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 py-0.5 text-xs leading-none font-medium text-white ${TONE_BG[tone]} ${className}`}>
      {children}
    </span>
  )
}
