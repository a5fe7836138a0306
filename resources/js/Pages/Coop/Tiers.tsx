import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, History, LayoutGrid, ListTree, Wallet, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import ChangeRequests from '@/Components/Coop/ChangeRequests'
import type { Account, Movement } from '@/Components/Coop/Money/types'
import type { TiersPartsData } from '@/Components/Coop/Parts/TiersParts'
import AccountTab from '@/Components/Coop/Tiers/AccountTab'
import type { ChangeRequest } from '@/Components/Coop/changes'
import DocumentsCard from '@/Components/Coop/Tiers/DocumentsCard'
import HistoryTab from '@/Components/Coop/HistoryTab'
import IdentityCard from '@/Components/Coop/Tiers/IdentityCard'
import { InvoicesCard, MessagesCard, type TiersInvoice, type TiersMessage } from '@/Components/Coop/Tiers/RelatedCards'
import Timeline, { type TimelineEvent } from '@/Components/Coop/Tiers/Timeline'
import TiersForm from '@/Components/Coop/Tiers/TiersForm'
import type { AuditEntry, Tiers, TiersDocument } from '@/Components/Coop/types'
import { useAbility } from '@/lib/ability'
import { useTranslation } from '@/lib/i18n'

interface TiersPageProps {
  tiers: Tiers
  invoices: TiersInvoice[]
  invoiceTotal: number
  messages: TiersMessage[]
  documents: TiersDocument[]
  history: AuditEntry[]
  timeline: TimelineEvent[]
  changeRequests?: ChangeRequest[]
  /** The tiers' account, for staff who read money; absent otherwise. */
  account?: Account | null
  movements?: Movement[]
  /** The account's statement, without its extension (.pdf, .csv). */
  statementUrl?: string
  /** The tiers' parts, for staff who read the register of parts. */
  parts?: TiersPartsData
}

const TABS: { key: string; icon: LucideIcon; money?: boolean }[] = [
  { key: 'overview', icon: LayoutGrid },
  { key: 'account', icon: Wallet, money: true },
  { key: 'timeline', icon: ListTree },
  { key: 'history', icon: History },
]

/**
 * A tiers' page: who they are and their roles, their invoices, messages and
 * documents; their account and parts; the timeline of what happened; the
 * History tab with each change from the audit log, field by field. Editing
 * opens the register's side panel.
 */
export default function TiersPage({ tiers, invoices, invoiceTotal, messages, documents, history, timeline, changeRequests, account, movements, statementUrl, parts }: TiersPageProps) {
  const { t } = useTranslation()
  const ability = useAbility()
  const canManage = ability.can('manage', 'Tiers')
  const [editing, setEditing] = useState(false)
  const tabs = TABS.filter((tab) => !tab.money || account || parts)
  const back = tiers.isClient ? '/coop/clients' : tiers.isShareholder ? '/coop/actionnaires' : '/coop/membres'

  return (
    <>
      <Head title={tiers.name} />
      <div className="grid gap-6">
        <div className="flex items-center gap-3">
          <Link href={back} className="btn-ghost px-2" aria-label={t('coop.tiers.page.back')} title={t('coop.tiers.page.back')}>
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
          <h1 className="truncate text-xl font-semibold text-heading" dir="auto">
            {tiers.name}
          </h1>
        </div>
        <TabGroup>
          <TabList aria-label={t('coop.tiers.page.tabs')} className="mb-6 flex flex-wrap gap-2">
            {tabs.map(({ key, icon: Icon }) => (
              <Tab
                key={key}
                className="inline-flex cursor-pointer items-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-heading transition-colors hover:bg-primary/10 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-primary/40 data-selected:bg-primary-solid data-selected:text-on-primary data-selected:shadow-soft"
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`coop.tiers.page.tab.${key}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            <TabPanel className="grid gap-6 focus:outline-none lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="grid min-w-0 grid-cols-1 content-start gap-6">
                <IdentityCard tiers={tiers} onEdit={canManage ? () => setEditing(true) : undefined} />
                <ChangeRequests requests={changeRequests ?? []} canDecide={canManage} />
              </div>
              <div className="grid min-w-0 grid-cols-1 content-start gap-6">
                <InvoicesCard invoices={invoices ?? []} total={invoiceTotal ?? 0} />
                <DocumentsCard tiersId={tiers.id} documents={documents ?? []} canManage={canManage} />
                <MessagesCard messages={messages ?? []} />
              </div>
            </TabPanel>
            {(account || parts) && (
              <TabPanel className="focus:outline-none">
                <AccountTab tiers={tiers} account={account} parts={parts} movements={movements ?? []} statementUrl={statementUrl ?? `/coop/tiers/${tiers.id}/statement`} />
              </TabPanel>
            )}
            <TabPanel className="card p-5 focus:outline-none sm:p-6">
              <Timeline events={timeline ?? []} />
            </TabPanel>
            <TabPanel className="card p-5 focus:outline-none sm:p-6">
              <HistoryTab entries={history ?? []} title={false} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>
      {canManage && <TiersForm open={editing} onClose={() => setEditing(false)} tiers={tiers} action={`/coop/tiers/${tiers.id}`} />}
    </>
  )
}
