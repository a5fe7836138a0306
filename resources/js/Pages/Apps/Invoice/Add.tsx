import { Head } from '@inertiajs/react'
import InvoiceForm from '@/Components/Invoice/InvoiceForm'
import type { InvoiceFormPageProps, Seller } from '@/Components/Invoice/types'
import { useTranslation } from '@/lib/i18n'

/** /apps/invoice/add: a new invoice (a Draft once saved). */
export default function InvoiceAdd({ defaults, recentClients, seller }: InvoiceFormPageProps & { seller: Seller }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('invoice.add.pageTitle')} />
      <h1 className="mb-4 text-xl font-semibold">{t('invoice.add.heading')}</h1>
      <InvoiceForm defaults={defaults} recentClients={recentClients ?? []} seller={seller} />
    </>
  )
}
