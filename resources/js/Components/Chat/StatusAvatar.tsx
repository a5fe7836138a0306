import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import type { UserStatus } from './types'

/** Dot colours of the statuses. Full class names, so Tailwind sees them. */
export const STATUS_DOT: Record<UserStatus, string> = {
  online: 'bg-success',
  busy: 'bg-danger',
  away: 'bg-warning',
  offline: 'bg-muted',
}

interface StatusAvatarProps {
  name: string
  src: string
  status: UserStatus
  /** The avatar's size classes. */
  className?: string
  /** The dot's size classes. */
  dot?: string
  /** Say the status to screen readers (leave out where a description says it already). */
  announce?: boolean
}

/** A user's avatar with their status dot at its bottom end. */
export default function StatusAvatar({ name, src, status, className = 'size-10', dot = 'size-3', announce = false }: StatusAvatarProps) {
  const { t } = useTranslation()
  return (
    <span className="relative inline-flex shrink-0 rounded-full bg-surface">
      <Avatar name={name} src={src} className={className} />
      <span aria-hidden="true" className={`absolute end-0 bottom-0 rounded-full ring-2 ring-surface ${dot} ${STATUS_DOT[status]}`} />
      {announce && <span className="sr-only">{t(`chat.status.${status}`)}</span>}
    </span>
  )
}
