import { Head, Link } from '@inertiajs/react'
import { ChevronLeft } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import AccountTab from '@/Components/User/AccountTab'
import InformationTab from '@/Components/User/InformationTab'
import { EditTabs } from '@/Components/User/ui'
import { viewPath } from '@/Components/User/paths'
import RoleBadge from '@/Components/RoleBadge'
import SocialTab from '@/Components/User/SocialTab'
import StatusPill from '@/Components/StatusPill'
import type { EditOptions, UserEditProps } from '@/Components/User/types'
import { useTranslation } from '@/lib/i18n'

const NO_OPTIONS: EditOptions = { roles: [], plans: [], statuses: [], genders: [], languages: [], contactOptions: [], networks: [] }

/** Editing a user in three tabs (account, information, social), each saved on its own. */
export default function UserEdit({ user, details, social, tab, options }: UserEditProps) {
  const { t } = useTranslation()
  const opts = { ...NO_OPTIONS, ...options }
  return (
    <>
      <Head title={`${user.fullName} · ${t('users.edit.pageTitle')}`} />
      <Link href={viewPath(user.id)} className="link mb-4 inline-flex items-center gap-1.5 text-sm">
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('users.edit.back', { name: user.fullName })}
      </Link>
      <header className="card mb-6 flex flex-wrap items-center gap-4 p-5">
        <Avatar name={user.fullName} src={user.avatar} className="size-12" />
        <div className="min-w-0">
          <h1 className="text-xl font-semibold" dir="auto">
            {t('users.edit.heading', { name: user.fullName })}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
            <RoleBadge role={user.role} />
            <StatusPill status={user.status} />
          </div>
        </div>
      </header>
      <EditTabs
        userId={user.id}
        tab={tab}
        panels={{
          account: <AccountTab user={user} options={opts} />,
          information: <InformationTab userId={user.id} details={details} options={opts} />,
          social: <SocialTab userId={user.id} social={social} />,
        }}
      />
    </>
  )
}
