import { Link } from '@inertiajs/react'
import { formatDate, formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/** An invoice of the tiers, as the invoice app sends it. */
export interface TiersInvoice {
  id: number
  issuedDate: string
  totalCents: number
  balanceCents: number
  invoiceStatus: string
}

/** A contact message the tiers sent. */
export interface TiersMessage {
  id: number
  subject: string
  status: string
  createdAt: string
}

/** A tiers' invoices, the newest first, each opening its preview. */
export function InvoicesCard({ invoices, total }: { invoices: TiersInvoice[]; total: number }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <section aria-labelledby="tiers-invoices" className="card p-5 sm:p-6">
      <h2 id="tiers-invoices" className="mb-4 text-lg font-semibold">
        {t('coop.tiers.invoices.title', { count: total })}
      </h2>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.tiers.invoices.none')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-start text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 text-start font-medium">{t('coop.tiers.invoices.number')}</th>
              <th scope="col" className="py-2 text-start font-medium">{t('coop.tiers.invoices.issued')}</th>
              <th scope="col" className="py-2 text-end font-medium">{t('coop.tiers.invoices.total')}</th>
              <th scope="col" className="py-2 text-end font-medium">{t('coop.tiers.invoices.balance')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoices.map((v) => (
              <tr key={v.id}>
                <th scope="row" className="py-2 text-start font-medium">
                  <Link href={`/apps/invoice/preview/${v.id}`} className="text-primary-text hover:underline">
                    #{v.id}
                  </Link>
                </th>
                <td className="py-2">{formatDate(v.issuedDate, lang)}</td>
                <td className="py-2 text-end tabular-nums">{formatMoney(v.totalCents, lang)}</td>
                <td className="py-2 text-end tabular-nums">{formatMoney(v.balanceCents, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

/** The contact messages a tiers sent, the newest first. */
export function MessagesCard({ messages }: { messages: TiersMessage[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="tiers-messages" className="card p-5 sm:p-6">
      <h2 id="tiers-messages" className="mb-4 text-lg font-semibold">
        {t('coop.tiers.messages.title')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t('coop.tiers.messages.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {messages.map((m) => (
            <li key={m.id} className="flex items-center gap-3 py-2.5 text-sm">
              <span className="min-w-0 flex-1 truncate font-medium text-heading" dir="auto">
                {m.subject}
              </span>
              <span className="text-xs text-muted">{t(`coop.tiers.messages.statuses.${m.status}`, { defaultValue: m.status })}</span>
              <time dateTime={m.createdAt} className="text-xs text-muted">
                {formatDate(m.createdAt, i18n.language)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
