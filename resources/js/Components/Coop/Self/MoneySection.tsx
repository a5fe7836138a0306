import { History } from 'lucide-react'
import RecentMovements from '@/Components/Coop/Money/RecentMovements'
import StatementLines from '@/Components/Coop/Money/StatementLines'
import type { Account, Movement, StatementLine } from '@/Components/Coop/Money/types'
import { useLiveMoney } from '@/Components/Coop/Money/useLiveMoney'
import { useViewer } from '@/Components/Coop/Money/useMovementAction'
import TiersParts, { type TiersPartsData } from '@/Components/Coop/Parts/TiersParts'
import { useTranslation } from '@/lib/i18n'
import AccountCard from './AccountCard'
import { ATTESTATION_PATH, WITHDRAWALS_PATH } from './types'

interface MoneySectionProps {
  account: Account
  movements: Movement[]
  statement: StatementLine[]
  /** The member's parts, below the account. */
  parts?: TiersPartsData
}

/**
 * "Mes parts et mon compte": the member's account and withdrawal requests,
 * their movements with the state of each, the latest booked lines, and their
 * parts.
 */
export default function MoneySection({ account, movements, statement, parts }: MoneySectionProps) {
  const { t } = useTranslation()
  const viewer = useViewer()
  // Staff's decision shows here as soon as it is made.
  useLiveMoney(['account', 'movements', 'statement', 'withdrawal'])
  return (
    <section aria-labelledby="self-money" className="grid gap-4">
      <h2 id="self-money" className="text-lg font-semibold text-heading">
        {t('coop.profile.sharesTitle')}
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AccountCard account={account} />
        <section aria-labelledby="self-movements" className="card grid min-w-0 gap-6 p-5 sm:p-6">
          <h3 id="self-movements" className="flex items-center gap-2 text-lg font-semibold">
            <History className="size-5 text-primary" aria-hidden="true" />
            {t('coop.money.self.movements')}
          </h3>
          <RecentMovements movements={movements} viewerId={viewer.id} base={WITHDRAWALS_PATH} />
          <div className="border-t border-line pt-5">
            <h4 className="mb-3 font-semibold text-heading">{t('coop.money.self.lines')}</h4>
            <StatementLines lines={statement} />
          </div>
        </section>
      </div>
      <TiersParts data={parts} attestationHref={ATTESTATION_PATH} />
    </section>
  )
}
