import type { LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

export const iconButton =
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-text transition-colors hover:bg-primary/10 hover:text-primary-text disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent data-open:bg-primary/10'

/** A round icon button whose label is its accessible name (and tooltip). */
export default function IconButton({ label, icon: Icon, className = '', ...rest }: { label: string; icon: LucideIcon } & ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={label} title={label} className={`${iconButton} ${className}`} {...rest}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  )
}
