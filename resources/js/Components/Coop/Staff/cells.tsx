import Avatar from '@/Components/Avatar'
import type { StaffMember } from './types'

/** The member column: picture (or initials), full name, @username and e-mail. */
export function MemberCell({ member }: { member: StaffMember }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={member.fullName} src={member.avatar} className="size-9" />
      <div className="min-w-0 max-w-44 sm:max-w-xs">
        <p dir="auto" className="truncate font-medium text-heading">
          {member.fullName}
        </p>
        <p className="truncate text-xs text-muted">
          <span dir="ltr">@{member.username}</span>
          <span aria-hidden="true"> · </span>
          <span dir="ltr">{member.email}</span>
        </p>
      </div>
    </div>
  )
}
