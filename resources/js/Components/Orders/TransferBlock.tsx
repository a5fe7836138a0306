import { Landmark } from 'lucide-react'
import type { Transfer } from '@/Components/Shop/types'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import CopyValue from './CopyValue'

/** Groups an IBAN by four characters, as banks print it. */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')

/** What the buyer writes on the bank transfer that pays an order: IBAN, BIC, reference and amount, each copyable. */
export default function TransferBlock({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useTranslation()
  const amount = formatMoney(transfer.amount, i18n.language)
  const rows = [
    { key: 'bank', label: t('orders.transfer.bank'), value: transfer.bankName, copy: '' },
    { key: 'iban', label: t('orders.transfer.iban'), value: groupIban(transfer.iban), copy: transfer.iban.replace(/\s+/g, '') },
    { key: 'bic', label: t('orders.transfer.bic'), value: transfer.swiftCode, copy: '' },
    { key: 'reference', label: t('orders.transfer.reference'), value: transfer.reference, copy: transfer.reference },
    { key: 'amount', label: t('orders.transfer.amount'), value: amount, copy: (transfer.amount / 100).toFixed(2) },
  ]
  return (
    <section aria-labelledby="transfer-title" className="rounded-lg border border-warning/40 bg-warning/8 p-4">
      <h2 id="transfer-title" className="mb-1 flex items-center gap-2 font-semibold text-heading">
        <Landmark className="size-5" aria-hidden="true" />
        {t('orders.transfer.title')}
      </h2>
      <p className="mb-3 text-sm">{t('orders.transfer.explain', { reference: transfer.reference, amount })}</p>
      <dl className="space-y-2 text-sm">
        {rows.map((r) => (
          <div key={r.key} className="flex flex-wrap items-center justify-between gap-2">
            <dt>{r.label}</dt>
            <dd className="flex items-center gap-2">
              <span dir="ltr" className="font-mono font-medium text-heading">{r.value}</span>
              {r.copy && <CopyValue text={r.copy} label={t('orders.transfer.copy', { what: r.label })} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
