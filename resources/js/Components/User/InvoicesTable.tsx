import { Link } from '@inertiajs/react'
import { ReceiptText } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { formatDate, money } from './labels'
import { invoicePath } from './paths'
import type { InvoiceSummary } from './types'

const cell = 'px-5 py-3 text-start whitespace-nowrap'

/** The user's invoices, each linking to its preview. */
export default function InvoicesTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <section aria-labelledby="user-invoices" className="card overflow-hidden">
      <h2 id="user-invoices" className="flex items-center gap-2 px-5 pt-5 pb-3 text-lg font-semibold sm:px-6">
        <ReceiptText className="size-5 text-primary" aria-hidden="true" />
        {t('users.view.invoices')}
      </h2>
      {invoices.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-muted sm:px-6">{t('users.view.noInvoices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-y border-line bg-surface-alt/60 text-xs tracking-wide text-heading uppercase">
              <tr>
                {(['number', 'issued', 'total', 'status', 'balance'] as const).map((c) => (
                  <th key={c} scope="col" className={`${cell} font-semibold`}>
                    {t(`users.invoices.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invoices.map((inv) => (
                <tr key={inv.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className={`${cell} font-medium`}>
                    <Link href={invoicePath(inv.id)} className="link" aria-label={t('users.invoices.open', { id: inv.id })}>
                      {t('invoice.document.number', { id: inv.id })}
                    </Link>
                  </th>
                  <td className={cell}>{formatDate(inv.issuedDate, lang)}</td>
                  <td className={cell}>{money(inv.totalCents, lang)}</td>
                  <td className={cell}>{t(`users.invoices.statuses.${inv.invoiceStatus.replace(/\s+/g, '')}`, { defaultValue: inv.invoiceStatus })}</td>
                  <td className={cell}>{inv.balanceCents === 0 ? t('users.invoices.paid') : money(inv.balanceCents, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
