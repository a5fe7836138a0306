import { Head, Link } from '@inertiajs/react'
import { Hourglass, UserRound } from 'lucide-react'
import { useState } from 'react'
import ChangeDrawer from '@/Components/Coop/Self/ChangeDrawer'
import DetailsCard from '@/Components/Coop/Self/DetailsCard'
import DocumentsCard from '@/Components/Coop/Self/DocumentsCard'
import MembershipCard from '@/Components/Coop/Self/MembershipCard'
import MessagesCard from '@/Components/Coop/Self/MessagesCard'
import MoneySection from '@/Components/Coop/Self/MoneySection'
import MyRequests from '@/Components/Coop/Self/MyRequests'
import ProfileTabs from '@/Components/Profile/ProfileTabs'
import type { ProfileProps } from '@/Components/Coop/Self/types'
import { useTranslation } from '@/lib/i18n'

/**
 * /coop/profil: the signed-in member's own page — their details (an IBAN
 * or address change waits for staff), membership, documents, messages, their
 * account (withdrawal requests, movements, statements) and their parts. A user without a record
 * of their own (staff) is told why and sent to their account settings.
 */
export default function Profile({ tiers, iban = '', membership = null, documents = [], messages = [], pendingChange = null, changes = [], accountUrl, account = null, movements = [], statement = [], parts }: ProfileProps) {
  const { t } = useTranslation()
  const [drawer, setDrawer] = useState({ open: false, session: 0 })
  if (!tiers) {
    return (
      <>
        <Head title={t('coop.profile.pageTitle')} />
        <section className="card mx-auto max-w-xl p-6 text-center">
          <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <UserRound className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mb-2 text-xl font-semibold text-heading">{t('coop.profile.noRecordTitle')}</h1>
          <p className="mb-5 text-[0.9375rem] text-muted">{t('coop.profile.noRecord')}</p>
          <Link href={accountUrl} className="btn-primary">
            {t('coop.profile.accountLink')}
          </Link>
        </section>
      </>
    )
  }
  return (
    <>
      <Head title={t('coop.profile.pageTitle')} />
      <div className="grid gap-6">
        <div className="card px-5 py-3 sm:px-6">
          <ProfileTabs active="coop" coop />
        </div>
        <div>
          <h1 className="text-xl font-semibold text-heading">{tiers.name}</h1>
          <p className="mt-1 text-sm text-muted">{t('coop.profile.intro')}</p>
        </div>
        {pendingChange && (
          <p role="status" className="flex items-center gap-3 rounded-lg border border-warning/30 bg-warning/10 p-3.5 text-sm">
            <Hourglass className="size-5 shrink-0 text-warning" aria-hidden="true" />
            {t('coop.profile.pendingNotice')}
          </p>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
          <div className="grid gap-6">
            <DetailsCard tiers={tiers} iban={iban} onRequest={() => setDrawer((d) => ({ open: true, session: d.session + 1 }))} />
            <MyRequests requests={changes} />
            <MessagesCard messages={messages} />
          </div>
          <div className="grid gap-6">
            <MembershipCard membership={membership} />
            <DocumentsCard documents={documents} />
          </div>
        </div>
        {account && <MoneySection account={account} movements={movements} statement={statement} parts={parts} />}
      </div>
      <ChangeDrawer open={drawer.open} session={drawer.session} tiers={tiers} iban={iban} replaces={pendingChange !== null} onClose={() => setDrawer((d) => ({ ...d, open: false }))} />
    </>
  )
}
