import { useForm } from '@inertiajs/react'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { newIdempotencyKey } from '@/Components/Coop/Money/amount'
import { refused } from '@/Components/Coop/Money/labels'
import { bindAmount, checkedCents } from '@/Components/Coop/Money/useAmountField'
import Field from '@/Components/Form/Field'
import { bindField } from '@/Components/Form/form'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { WITHDRAWALS_PATH } from './types'

/**
 * "Demander un retrait": an amount up to what is available and a label. The
 * request waits for staff's approval; the server checks the amount against
 * the available balance in the transaction that records it.
 */
export default function WithdrawalForm({ availableCents }: { availableCents: number }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  // One key per request: sent twice (a double click, a retry), it is one withdrawal.
  const [key, setKey] = useState(newIdempotencyKey)
  const form = useForm({ amount: '', label: '' })
  const errors = form.errors as Record<string, string | undefined>
  const submit = () => {
    if (form.processing) return
    const cents = checkedCents(form, lang)
    if (cents === undefined) return
    if (cents > availableCents) {
      form.setError('amount', t('coop.money.self.aboveAvailable', { amount: formatMoney(availableCents, lang) }))
      return
    }
    form.transform((d) => ({ amountCents: cents, label: d.label.trim() }))
    form.post(WITHDRAWALS_PATH, {
      preserveScroll: true,
      headers: { 'Idempotency-Key': key },
      ...refused,
      onSuccess: () => {
        form.reset()
        setKey(newIdempotencyKey())
      },
    })
  }
  return (
    <form
      noValidate
      aria-labelledby="self-withdraw"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <h4 id="self-withdraw" className="font-semibold text-heading">
        {t('coop.money.self.withdrawTitle')}
      </h4>
      {errors.form && (
        <p className="form-error" role="alert">
          {serverText(errors.form)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field
          label={t('coop.money.self.amount')}
          hint={t('coop.money.self.availableHint', { amount: formatMoney(availableCents, lang) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...bindAmount(form)}
        />
        <Field label={t('coop.money.self.label')} hint={t('coop.money.self.labelHint')} {...bindField(form, 'label')} maxLength={200} />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={form.processing || availableCents <= 0}>
          <Send className="size-4" aria-hidden="true" />
          {t('coop.money.self.withdrawSubmit')}
        </button>
      </div>
    </form>
  )
}
