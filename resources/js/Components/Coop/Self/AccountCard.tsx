import { Wallet } from 'lucide-react'
import AccountSummary from '@/Components/Coop/Money/AccountSummary'
import StatementDownload from '@/Components/Coop/Money/StatementDownload'
import type { Account } from '@/Components/Coop/Money/types'
import { useTranslation } from '@/lib/i18n'
import { STATEMENT_BASE } from './types'
import WithdrawalForm from './WithdrawalForm'

/**
 * "Mon compte": the member's balance, what is available and what their
 * withdrawal requests hold back; a withdrawal request; the statement of a
 * period as PDF or CSV.
 */
export default function AccountCard({ account }: { account: Account }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="self-account" className="card grid min-w-0 gap-6 p-5 sm:p-6">
      <h3 id="self-account" className="flex items-center gap-2 text-lg font-semibold">
        <Wallet className="size-5 text-primary" aria-hidden="true" />
        {t('coop.money.self.title')}
      </h3>
      <AccountSummary account={account} />
      <div className="border-t border-line pt-5">
        <WithdrawalForm availableCents={account.availableCents} />
      </div>
      <div className="border-t border-line pt-5">
        <h4 className="mb-3 font-semibold text-heading">{t('coop.money.statement.title')}</h4>
        <StatementDownload base={STATEMENT_BASE} />
      </div>
    </section>
  )
}
