import { useTranslation } from '@/lib/i18n'
import { Amount } from './labels'
import type { Account } from './types'

/** An account's balance, what is available, and what requested withdrawals hold back. */
export default function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation()
  const rows: [string, string, number][] = [
    ['balance', t('coop.money.account.balance'), account.balanceCents],
    ['available', t('coop.money.account.available'), account.availableCents],
    ['pending', t('coop.money.account.pending'), account.pendingCents],
  ]
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
      {rows.map(([key, label, cents]) => (
        <div key={key} className="rounded-lg bg-surface-alt/60 p-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className={`mt-1 font-semibold text-heading ${key === 'balance' ? 'text-xl' : 'text-lg'}`} data-testid={`account-${key}`}>
            <Amount cents={cents} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
