import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { Banknote } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { methodLabel } from './labels'
import { paths } from './listState'
import { centsText, formatMoney } from './money'
import SidePanel from './SidePanel'
import { refused } from './visits'
import type { FieldErrors, InvoiceDetail } from './types'

interface PaymentPanelProps {
  open: boolean
  invoice: InvoiceDetail
  methods: string[]
  today: string
  onClose: () => void
}

/** "Add payment": amount (the balance by default), date, method and a note. More than the balance is refused by the server. */
function PaymentFields({ open, invoice, methods, today, onClose }: PaymentPanelProps) {
  const { t, i18n } = useTranslation()
  const [payment, setPayment] = useState({ amount: centsText(invoice.balanceCents), date: today, method: methods[0] ?? 'transfer', note: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const bind = (key: keyof typeof payment) => ({
    value: payment[key],
    error: errors[key],
    onChange: (value: string) => {
      setPayment((p) => ({ ...p, [key]: value }))
      setErrors((e) => ({ ...e, [key]: undefined }))
    },
  })
  const submit = () =>
    router.post(paths.payments(invoice.id), payment, {
      preserveScroll: true,
      ...refused,
      onStart: () => setBusy(true),
      onSuccess: onClose,
      onError: (errs: Errors) => setErrors(errs as FieldErrors),
      onFinish: () => setBusy(false),
    })

  return (
    <SidePanel open={open} title={t('invoice.payment.title')} onClose={onClose} onSubmit={submit} submitLabel={t('invoice.payment.submit')} submitIcon={Banknote} busy={busy}>
      <p className="rounded-lg bg-surface-alt px-4 py-3">
        {t('invoice.payment.balance')}: <strong dir="ltr" className="text-heading">{formatMoney(invoice.balanceCents, i18n.language)}</strong>
      </p>
      <Field label={t('invoice.payment.amount')} inputMode="decimal" dir="ltr" {...bind('amount')} data-autofocus />
      <Field label={t('invoice.payment.date')} type="date" {...bind('date')} />
      <Select label={t('invoice.payment.method')} options={methods.map((m) => ({ value: m, label: methodLabel(m) }))} {...bind('method')} />
      <Field label={t('invoice.payment.note')} rows={3} {...bind('note')} maxLength={500} />
    </SidePanel>
  )
}

/** Recording a payment; a fresh form each time it opens. */
export default function PaymentPanel(props: PaymentPanelProps & { session: number }) {
  const { session, ...rest } = props
  return <PaymentFields key={session} {...rest} />
}
