import { useState } from 'react'

/** Initials of a name: "Jane Doe" → "JD". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '?'
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

interface AvatarProps {
  name: string
  src?: string
  className?: string
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export default function Avatar({ name, src, className = 'size-10' }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return <img src={src} alt="" onError={() => setFailed(true)} className={`${className} shrink-0 rounded-full object-cover`} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary-text`}
    >
      {initials(name)}
    </span>
  )
}
