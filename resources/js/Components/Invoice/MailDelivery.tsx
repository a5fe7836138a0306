import DeliveryNote from '@/Components/DeliveryNote'
import { useTranslation } from '@/lib/i18n'
import { reloadSoon, useRealtime } from '@/lib/realtime'
import type { DeliveryState } from '@/lib/types'

interface MailDeliveryProps {
  invoiceId: number
  /** The latest mail of this invoice that left by SMTP; null when none did. */
  mail?: DeliveryState | null
}

/** How the invoice's mail is doing with the mail server, kept live. */
export default function MailDelivery({ invoiceId, mail }: MailDeliveryProps) {
  const { t } = useTranslation()
  useRealtime('mail.delivery', (event) => {
    if (event.ref === `invoice:${invoiceId}`) reloadSoon(['mail'])
  })
  if (!mail) return null
  return (
    <section aria-labelledby="invoice-mail-title" className="card space-y-3 p-5 print:hidden">
      <h2 id="invoice-mail-title" className="text-sm font-medium text-heading">
        {t('invoice.mail.title')}
      </h2>
      <DeliveryNote delivery={mail.state} outgoing={mail} />
    </section>
  )
}
