import { usePage } from '@inertiajs/react'

interface LogoProps {
  className?: string
  /** Show the application name next to the mark. */
  withName?: boolean
}

/** The Partage mark: two interlocking shares (inline SVG, no download). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--p-primary)" />
      <path d="M9 21.5V10.5a1.5 1.5 0 0 1 1.5-1.5H16a5 5 0 0 1 0 10h-3" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="20.5" cy="21.5" r="3" fill="#fff" fillOpacity="0.75" />
    </svg>
  )
}

export default function Logo({ className = '', withName = true }: LogoProps) {
  const name = usePage().props.app?.name ?? 'Partage'
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <LogoMark />
      {withName && <span className="text-xl font-bold tracking-tight text-heading">{name}</span>}
    </span>
  )
}
