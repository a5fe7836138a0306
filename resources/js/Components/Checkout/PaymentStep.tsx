import { Landmark, Wallet } from 'lucide-react'
import type { Address, Cart, Delivery, PaymentMethod } from '@/Components/Shop/types'
import { formatDate, formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { countryName } from './AddressDrawer'
import type { PaymentOptions } from './types'

interface PaymentStepProps {
  payment: PaymentOptions
  cart: Cart
  address: Address | null
  delivery: Delivery | null
  method: PaymentMethod | null
  onMethod: (method: PaymentMethod) => void
}

/** The third step: how to pay (bank transfer; the member account when it allows) and what is ordered, where and when. */
export default function PaymentStep({ payment, cart, address, delivery, method, onMethod }: PaymentStepProps) {
  const { t, i18n } = useTranslation()
  const money = (c: number) => formatMoney(c, i18n.language)
  const total = cart.total + (delivery?.price ?? 0)
  const short = payment.account !== null && payment.account.available < total
  return (
    <div className="space-y-6">
      <section className="card p-5">
        <fieldset>
          <legend className="mb-3 font-semibold text-heading">{t('checkout.payment.title')}</legend>
          <div className="space-y-3">
            {payment.methods.includes('transfer') && (
              <label className={`flex cursor-pointer gap-3 rounded-lg border p-4 ${method === 'transfer' ? 'border-primary bg-primary/5' : 'border-line'}`}>
                <input type="radio" name="payment" className="form-check mt-1 rounded-full" checked={method === 'transfer'} onChange={() => onMethod('transfer')} aria-describedby="pay-transfer" />
                <span className="text-sm">
                  <span className="flex items-center gap-2 font-semibold text-heading">
                    <Landmark className="size-4" aria-hidden="true" />
                    {t('orders.payment.transfer')}
                  </span>
                  <span id="pay-transfer" className="mt-1 block">
                    {t('checkout.payment.transferExplain', { bank: payment.bank.bankName })}
                  </span>
                </span>
              </label>
            )}
            {payment.methods.includes('account') && payment.account && (
              <label className={`flex gap-3 rounded-lg border p-4 ${short ? 'cursor-not-allowed opacity-75' : 'cursor-pointer'} ${method === 'account' ? 'border-primary bg-primary/5' : 'border-line'}`}>
                <input type="radio" name="payment" className="form-check mt-1 rounded-full" checked={method === 'account'} disabled={short} onChange={() => onMethod('account')} aria-describedby="pay-account" />
                <span className="text-sm">
                  <span className="flex items-center gap-2 font-semibold text-heading">
                    <Wallet className="size-4" aria-hidden="true" />
                    {t('orders.payment.account')}
                  </span>
                  <span id="pay-account" className="mt-1 block">
                    {t('checkout.payment.accountBalance', { balance: money(payment.account.balance), available: money(payment.account.available) })}
                    {short && <span className="mt-1 block font-medium text-danger">{t('checkout.payment.accountShort', { total: money(total) })}</span>}
                  </span>
                </span>
              </label>
            )}
          </div>
        </fieldset>
      </section>
      <section aria-labelledby="order-summary" className="card space-y-3 p-5 text-sm">
        <h2 id="order-summary" className="font-semibold text-heading">
          {t('checkout.summary.title')}
        </h2>
        <p>{tCount('checkout.summary.items', cart.count)}</p>
        {address && (
          <p>
            <span className="font-medium text-heading">{t('checkout.summary.deliverTo')}</span> {address.fullName}, {address.line1}
            {address.line2 && `, ${address.line2}`}, {address.postalCode} {address.city}, {countryName(address.country, i18n.language)}
          </p>
        )}
        {delivery && (
          <p>
            <span className="font-medium text-heading">{t(`orders.delivery.${delivery.key}`)}</span> ·{' '}
            {t(delivery.key === 'pickup' ? 'checkout.delivery.readyOn' : 'checkout.delivery.arrivesOn', {
              date: formatDate(delivery.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }),
            })}
          </p>
        )}
      </section>
    </div>
  )
}
