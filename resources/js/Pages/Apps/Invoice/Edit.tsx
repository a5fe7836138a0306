import { Head } from '@inertiajs/react'
import InvoiceForm from '@/Components/Invoice/InvoiceForm'
import type { InvoiceDetail, InvoiceFormPageProps, Seller } from '@/Components/Invoice/types'
import { useTranslation } from '@/lib/i18n'

/** /apps/invoice/edit/{id}: the invoice in the form; its payments stay. */
export default function InvoiceEdit({ invoice, defaults, recentClients, seller }: InvoiceFormPageProps & { invoice: InvoiceDetail; seller: Seller }) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('invoice.edit.pageTitle', { id: invoice.id })} />
      <h1 className="mb-4 text-xl font-semibold">{t('invoice.edit.heading', { id: invoice.id })}</h1>
      <InvoiceForm key={invoice.id} invoice={invoice} defaults={defaults} recentClients={recentClients ?? []} seller={seller} />
    </>
  )
}
