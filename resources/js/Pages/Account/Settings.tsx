import { Head } from '@inertiajs/react'
import Avatar from '@/Components/Avatar'
import AccountTab from '@/Components/Account/AccountTab'
import NotificationsTab from '@/Components/Account/NotificationsTab'
import SecurityTab from '@/Components/Account/SecurityTab'
import SettingsTabs from '@/Components/Account/SettingsTabs'
import type { SettingsProps, SettingsTab } from '@/Components/Account/types'
import RoleBadge from '@/Components/RoleBadge'
import InvoicesTable from '@/Components/User/InvoicesTable'
import PlanCard from '@/Components/User/PlanCard'
import { useTranslation } from '@/lib/i18n'

/**
 * /pages/account-settings: one's own account in tabs — who one is (picture,
 * details, e-mail, deleting the account), security (password, two-step
 * sign-in, devices), notifications, and billing when one has a plan.
 */
export default function Settings({ tab, account, timeZones, security, devices, notifications, billing }: SettingsProps) {
  const { t } = useTranslation()
  const tabs: SettingsTab[] = billing ? ['account', 'security', 'notifications', 'billing'] : ['account', 'security', 'notifications']
  return (
    <>
      <Head title={t('account.pageTitle')} />
      <header className="card mb-6 flex flex-wrap items-center gap-4 p-5">
        <Avatar name={account.fullName} src={account.avatar} className="size-12" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-semibold text-heading" dir="auto">
            {account.fullName || account.username}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
            <span className="truncate text-muted" dir="ltr">
              {account.email}
            </span>
            <RoleBadge role={account.role} />
          </div>
        </div>
      </header>
      <SettingsTabs
        tab={tab}
        tabs={tabs}
        panels={{
          account: <AccountTab account={account} timeZones={timeZones ?? []} />,
          security: <SecurityTab security={security} devices={devices} />,
          notifications: <NotificationsTab notifications={notifications} />,
          billing: billing && (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
              <PlanCard plan={billing.plan} userId={0} canEdit={false} />
              <InvoicesTable invoices={billing.invoices} />
            </div>
          ),
        }}
      />
    </>
  )
}
