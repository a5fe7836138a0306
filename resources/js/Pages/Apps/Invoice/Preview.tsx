import { Head } from '@inertiajs/react'
import { useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import InvoiceDocument from '@/Components/Invoice/InvoiceDocument'
import MailDelivery from '@/Components/Invoice/MailDelivery'
import PaymentPanel from '@/Components/Invoice/PaymentPanel'
import PreviewActions from '@/Components/Invoice/PreviewActions'
import SendPanel from '@/Components/Invoice/SendPanel'
import { useDeleteInvoice } from '@/Components/Invoice/useDeleteInvoice'
import type { PreviewProps } from '@/Components/Invoice/types'
import { useTranslation } from '@/lib/i18n'
import '@/Components/Invoice/invoice.css'

type Panel = 'send' | 'pay' | null

/**
 * /apps/invoice/preview/{id}: the invoice as the client sees it, and beside
 * it Send (a mail with the PDF), Download, Print, Edit, Add payment,
 * Duplicate and Delete.
 */
export default function InvoicePreview({ invoice, paymentDetails, seller, methods, smtp, today, mail }: PreviewProps) {
  const { t } = useTranslation()
  const [panel, setPanel] = useState<{ open: Panel; session: number }>({ open: null, session: 0 })
  const open = (p: Panel) => setPanel((s) => ({ open: p, session: s.session + 1 }))
  const close = () => setPanel((s) => ({ ...s, open: null }))
  const remover = useDeleteInvoice()

  return (
    <>
      <Head title={t('invoice.preview.pageTitle', { id: invoice.id })} />
      <h1 className="sr-only">{t('invoice.preview.heading', { id: invoice.id })}</h1>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]">
        <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails} seller={seller} />
        <div className="space-y-6">
          <PreviewActions invoice={invoice} onSend={() => open('send')} onPay={() => open('pay')} onDelete={() => remover.ask(invoice.id)} />
          <MailDelivery invoiceId={invoice.id} mail={mail} />
        </div>
      </div>
      <SendPanel open={panel.open === 'send'} session={panel.session} invoice={invoice} smtp={smtp} onClose={close} />
      <PaymentPanel open={panel.open === 'pay'} session={panel.session} invoice={invoice} methods={methods} today={today} onClose={close} />
      <ConfirmDialog
        cancelLabel={t('invoice.confirm.cancel')}
        open={remover.open}
        title={t('invoice.delete.title', { id: invoice.id })}
        body={t('invoice.delete.body')}
        confirmLabel={t('invoice.delete.confirm')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </>
  )
}
