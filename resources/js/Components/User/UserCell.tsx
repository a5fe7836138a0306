import { Link } from '@inertiajs/react'
import Avatar from '@/Components/Avatar'
import { viewPath } from './paths'
import type { User } from './types'

/** The user column: picture (or initials), full name linking to the view, @username and e-mail. */
export default function UserCell({ user }: { user: Pick<User, 'id' | 'fullName' | 'username' | 'email' | 'avatar'> }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.fullName} src={user.avatar} className="size-9" />
      {/* Narrow on phones, so the other columns are in reach; the full texts are a tap away. */}
      <div className="min-w-0 max-w-44 sm:max-w-xs">
        <Link href={viewPath(user.id)} dir="auto" className="block truncate font-medium text-heading hover:text-primary-text">
          {user.fullName}
        </Link>
        <p className="truncate text-xs text-muted">
          <span dir="ltr">@{user.username}</span>
          <span aria-hidden="true"> · </span>
          <span dir="ltr">{user.email}</span>
        </p>
      </div>
    </div>
  )
}
