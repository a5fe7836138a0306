import { Head, Link } from '@inertiajs/react'
import { ChevronLeft } from 'lucide-react'
import AccessCard from '@/Components/User/AccessCard'
import ActivityTimeline from '@/Components/User/ActivityTimeline'
import LinkNotice from '@/Components/User/LinkNotice'
import { ConfirmDialog } from '@/Components/User/ui'
import DetailsCard from '@/Components/User/DetailsCard'
import InvoicesTable from '@/Components/User/InvoicesTable'
import { LIST_PATH } from '@/Components/User/listState'
import PermissionsTable from '@/Components/User/PermissionsTable'
import PlanCard from '@/Components/User/PlanCard'
import ProfileCard from '@/Components/User/ProfileCard'
import { useDeleteUser } from '@/Components/User/useDeleteUser'
import type { UserViewProps } from '@/Components/User/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

const NO_DETAILS = { birthDate: '', phone: '', website: '', languages: [], gender: '', contactOptions: [], addressLine: '', city: '', state: '', postcode: '', country: '' }
const NO_SOCIAL = { twitter: '', facebook: '', instagram: '', linkedin: '', github: '' }

/**
 * One user: their card (details, Edit, Suspend or Activate, Delete), how they
 * get in (an invitation not accepted yet, links to send or copy) and plan;
 * the timeline of the account, their information and links, the rules of
 * their role and their invoices.
 */
export default function UserView({ user, details, social, activity, permissions, plan, invoices, me, invitation, mailEnabled }: UserViewProps) {
  const { t } = useTranslation()
  const ability = useAbility()
  const canEdit = ability.can('update', 'User')
  const remover = useDeleteUser(true)

  return (
    <>
      <Head title={`${user.fullName} · ${t('users.view.pageTitle')}`} />
      <Link href={LIST_PATH} className="link mb-4 inline-flex items-center gap-1.5 text-sm">
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('users.view.back')}
      </Link>
      <LinkNotice className="mb-6" />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6">
          <ProfileCard user={user} me={me} canEdit={canEdit} onDelete={ability.can('delete', 'User') ? () => remover.ask(user) : undefined} />
          {canEdit && <AccessCard userId={user.id} invitation={invitation ?? null} mailEnabled={mailEnabled ?? false} />}
          {plan && <PlanCard plan={plan} userId={user.id} canEdit={canEdit} />}
        </div>
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          <ActivityTimeline activity={activity ?? []} />
          <DetailsCard userId={user.id} details={details ?? NO_DETAILS} social={social ?? NO_SOCIAL} canEdit={canEdit} />
          <PermissionsTable permissions={permissions ?? []} role={user.role} />
          <InvoicesTable invoices={invoices ?? []} />
        </div>
      </div>
      <ConfirmDialog
        cancelLabel={t('users.confirm.cancel')}
        open={remover.open}
        title={t('users.delete.title')}
        body={t('users.delete.body', { name: user.fullName })}
        confirmLabel={t('users.delete.confirm')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
