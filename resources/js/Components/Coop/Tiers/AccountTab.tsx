import { Link } from '@inertiajs/react'
import { ArrowRight, Plus, Wallet } from 'lucide-react'
import { useState } from 'react'
import AccountSummary from '@/Components/Coop/Money/AccountSummary'
import MovementDrawer from '@/Components/Coop/Money/MovementDrawer'
import RecentMovements from '@/Components/Coop/Money/RecentMovements'
import StatementDownload from '@/Components/Coop/Money/StatementDownload'
import { MONEY_PATH, type Account, type Movement } from '@/Components/Coop/Money/types'
import { useLiveMoney } from '@/Components/Coop/Money/useLiveMoney'
import { useViewer } from '@/Components/Coop/Money/useMovementAction'
import TiersParts, { type TiersPartsData } from '@/Components/Coop/Parts/TiersParts'
import { useTranslation } from '@/lib/i18n'

interface AccountTabProps {
  tiers: { id: number; name: string }
  /** Absent for a viewer who may not read money. */
  account?: Account | null
  movements: Movement[]
  /** The statement's address, without its extension (.pdf, .csv). */
  statementUrl: string
  /** The tiers' parts; absent for a viewer who may not read them. */
  parts?: TiersPartsData
}

/**
 * A tiers' "Compte et parts" for staff: the account's balance, what is
 * available and held back, its latest movements (all of them on
 * dépôt-retrait), a statement for a period, a new movement for this holder,
 * and their parts with the certificate.
 */
export default function AccountTab({ tiers, account, movements, statementUrl, parts }: AccountTabProps) {
  return (
    <div className="grid gap-6">
      {account && <TiersAccount tiers={tiers} account={account} movements={movements} statementUrl={statementUrl} />}
      <TiersParts data={parts} attestationHref={`/coop/tiers/${tiers.id}/attestation.pdf`} />
    </div>
  )
}

function TiersAccount({ tiers, account, movements, statementUrl }: Omit<AccountTabProps, 'parts' | 'account'> & { account: Account }) {
  const { t } = useTranslation()
  const viewer = useViewer()
  const [drawer, setDrawer] = useState({ open: false, session: 0 })
  useLiveMoney(['account', 'movements'])
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <section aria-labelledby="tiers-account" className="card grid gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="tiers-account" className="me-auto flex items-center gap-2 text-lg font-semibold">
            <Wallet className="size-5 text-primary" aria-hidden="true" />
            {t('coop.money.tiers.account')}
          </h2>
          {viewer.canManage && (
            <button type="button" className="btn-primary px-4" onClick={() => setDrawer((s) => ({ open: true, session: s.session + 1 }))}>
              <Plus className="size-4" aria-hidden="true" />
              {t('coop.money.new')}
            </button>
          )}
        </div>
        <AccountSummary account={account} />
        <div className="border-t border-line pt-5">
          <h3 className="mb-3 font-semibold text-heading">{t('coop.money.statement.title')}</h3>
          <StatementDownload base={statementUrl} />
        </div>
      </section>
      <section aria-labelledby="tiers-movements" className="card grid gap-4 p-5 sm:p-6">
        <h2 id="tiers-movements" className="text-lg font-semibold">
          {t('coop.money.tiers.movements')}
        </h2>
        <RecentMovements movements={movements} viewerId={viewer.id} />
        <Link href={`${MONEY_PATH}?tiers=${tiers.id}`} className="inline-flex items-center gap-1 text-sm font-medium text-primary-text hover:underline">
          {t('coop.money.tiers.all')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </Link>
      </section>
      {viewer.canManage && <MovementDrawer open={drawer.open} session={drawer.session} holder={tiers} onClose={() => setDrawer((s) => ({ ...s, open: false }))} />}
    </div>
  )
}
