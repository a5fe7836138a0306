import { router } from '@inertiajs/react'
import { CircleCheck, CircleX, Truck, Wallet, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import DialogForm, { DialogButtons, DialogHeading } from '@/Components/Form/DialogForm'
import Field from '@/Components/Form/Field'
import type { OrderDetail, OrderStatus } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { refused } from './labels'
import { paths } from './listState'

const ICONS: Record<string, LucideIcon> = { paid: Wallet, shipped: Truck, delivered: CircleCheck, cancelled: CircleX }

/**
 * The moves staff may make now (the server's `next`): mark paid, shipped,
 * delivered, or cancel. Each asks first, with an optional note for the
 * order's history; cancelling says the stock comes back and the invoice is
 * cancelled. POST …/status {status, note}; a refused move (someone moved it
 * meanwhile) is said in the dialog.
 */
export default function OrderActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const [to, setTo] = useState<OrderStatus | null>(null)
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (order.next.length === 0) return null

  const ask = (status: OrderStatus) => {
    setTo(status)
    setNote('')
    setError('')
    setOpen(true)
  }
  const send = () => {
    if (!to) return
    router.post(
      paths.orderStatus(order.id),
      { status: to, note: note.trim() },
      {
        preserveScroll: true,
        ...refused,
        onStart: () => setBusy(true),
        onSuccess: () => setOpen(false),
        onError: (errors) => setError(errors.form ?? errors.status ?? errors.note ?? ''),
        onFinish: () => setBusy(false),
      },
    )
  }
  const cancelling = to === 'cancelled'

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {order.next.map((status) => {
          const Icon = ICONS[status] ?? CircleCheck
          return (
            <button
              key={status}
              type="button"
              onClick={() => ask(status)}
              className={status === 'cancelled' ? 'btn-outline border-danger/50 text-danger hover:bg-danger/8' : 'btn-primary'}
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`shopAdmin.order.move.${status}`)}
            </button>
          )
        })}
      </div>
      <DialogForm open={open} busy={busy} onSubmit={send} onClose={() => setOpen(false)} role={cancelling ? 'alertdialog' : 'dialog'}>
        {to && (
          <>
            <DialogHeading
              danger={cancelling}
              title={t(`shopAdmin.order.confirm.${to}.title`, { number: order.number })}
              body={t(`shopAdmin.order.confirm.${to}.body`)}
              bodyClassName="text-sm text-text"
            />
            <Field label={t('shopAdmin.order.note')} hint={t('shopAdmin.order.noteHint')} rows={3} value={note} onChange={setNote} maxLength={500} data-autofocus />
            {error && (
              <p role="alert" className="form-error mt-3">
                {serverText(error)}
              </p>
            )}
            <DialogButtons className="mt-5" cancelLabel={t('shopAdmin.cancel')} confirmLabel={t(`shopAdmin.order.move.${to}`)} busy={busy} danger={cancelling} onCancel={() => setOpen(false)} />
          </>
        )}
      </DialogForm>
    </>
  )
}
