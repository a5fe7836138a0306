import { ShieldCheck } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import type { StaffMember } from './types'

/** The member column: picture (or initials), full name, @username and e-mail. */
export function MemberCell({ member }: { member: StaffMember }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={member.fullName} src={member.avatar} className="size-9" />
      <div className="min-w-0 max-w-44 sm:max-w-xs">
        <p className="flex items-center gap-1.5 font-medium text-heading">
          <span dir="auto" className="truncate">
            {member.fullName}
          </span>
          {member.twoStep && <TwoStepMark />}
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

/** The sign that a staff member's two-step sign-in is on. */
function TwoStepMark() {
  const { t } = useTranslation()
  return (
    <span title={t('coop.staff.twoStepOn')} className="inline-flex shrink-0 text-success">
      <ShieldCheck className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('coop.staff.twoStepOn')}</span>
    </span>
  )
}
