import { useTranslation } from '@/lib/i18n'
import InvoiceHeader from './InvoiceHeader'
import { formatDate, methodLabel } from './labels'
import { formatMoney } from './money'
import Totals from './Totals'
import type { InvoiceDetail, PaymentDetails, Seller } from './types'

interface InvoiceDocumentProps {
  invoice: InvoiceDetail
  paymentDetails: PaymentDetails
  seller: Seller
}

/** The invoice as the client sees it: the same content as its PDF, and what Print prints. */
export default function InvoiceDocument({ invoice: v, paymentDetails: bank, seller }: InvoiceDocumentProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const c = v.client
  return (
    <article aria-label={t('invoice.document.label', { id: v.id })} className="invoice-document card">
      <InvoiceHeader seller={seller} number={t('invoice.document.number', { id: v.id })}>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1">
          <dt>{t('invoice.document.issued')}</dt>
          <dd dir="ltr" className="font-medium text-heading rtl:text-end">{formatDate(v.issuedDate, lang)}</dd>
          <dt>{t('invoice.document.due')}</dt>
          <dd dir="ltr" className="font-medium text-heading rtl:text-end">{formatDate(v.dueDate, lang)}</dd>
        </dl>
      </InvoiceHeader>

      <section className="grid gap-6 border-b border-line px-5 py-6 sm:grid-cols-2 sm:px-8">
        <div className="space-y-1">
          <h2 className="mb-2 font-semibold">{t('invoice.document.to')}</h2>
          {[c.name, c.company, c.address, c.country, c.contact, c.companyEmail].filter(Boolean).map((line) => (
            <p key={line} dir="auto">
              {line}
            </p>
          ))}
        </div>
        <div>
          <h2 className="mb-2 font-semibold">{t('invoice.document.billTo')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('invoice.document.totalDue')}</dt>
            <dd dir="ltr" className="font-semibold text-heading rtl:text-end">{formatMoney(v.balanceCents, lang)}</dd>
            <dt>{t('invoice.document.bank')}</dt>
            <dd>{bank.bankName}</dd>
            <dt>{t('invoice.document.country')}</dt>
            <dd>{bank.country}</dd>
            <dt>{t('invoice.document.iban')}</dt>
            <dd dir="ltr" className="rtl:text-end">
              {bank.iban}
            </dd>
            <dt>{t('invoice.document.swift')}</dt>
            <dd dir="ltr" className="rtl:text-end">
              {bank.swiftCode}
            </dd>
          </dl>
        </div>
      </section>

      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('invoice.form.lines')}</caption>
          <thead className="border-b border-line bg-surface-alt/60 text-xs text-heading uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 text-start sm:ps-8">
                {t('invoice.form.item')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('invoice.form.cost')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('invoice.form.qty')}
              </th>
              <th scope="col" className="px-5 py-3 text-end sm:pe-8">
                {t('invoice.form.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {v.lines.map((l, i) => (
              <tr key={i} className="border-b border-line">
                <td className="px-5 py-3 sm:ps-8">
                  <p dir="auto" className="font-medium text-heading">
                    {l.item}
                  </p>
                  {l.description && (
                    <p dir="auto" className="text-muted">
                      {l.description}
                    </p>
                  )}
                </td>
                <td className="px-4 py-3 text-end whitespace-nowrap">
                  <bdi dir="ltr">{formatMoney(l.costCents, lang)}</bdi>
                </td>
                <td className="px-4 py-3 text-end">{l.qty}</td>
                <td className="px-5 py-3 text-end font-medium whitespace-nowrap text-heading sm:pe-8">
                  <bdi dir="ltr">{formatMoney(l.priceCents, lang)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="grid gap-6 border-b border-line px-5 py-6 sm:grid-cols-2 sm:px-8">
        <p>
          {v.salesperson && (
            <>
              <span className="font-semibold text-heading">{t('invoice.document.salesperson')}:</span> {v.salesperson}
            </>
          )}
        </p>
        <Totals subtotal={v.subtotalCents} discount={v.discountCents} tax={v.taxCents} taxRate={String(v.taxRate)} total={v.totalCents} paid={v.paidCents} balance={v.balanceCents} />
      </section>

      {(v.note || v.terms) && (
        <section className="space-y-3 border-b border-line px-5 py-6 sm:px-8">
          {v.note && (
            <p dir="auto">
              <span className="font-semibold text-heading">{t('invoice.form.note')}:</span> {v.note}
            </p>
          )}
          {v.terms && (
            <p dir="auto">
              <span className="font-semibold text-heading">{t('invoice.form.terms')}:</span> {v.terms}
            </p>
          )}
        </section>
      )}

      {v.payments.length > 0 && (
        <section aria-labelledby="invoice-payments-title" className="px-5 py-6 sm:px-8">
          <h2 id="invoice-payments-title" className="mb-3 font-semibold">
            {t('invoice.document.payments')}
          </h2>
          <ul className="space-y-2">
            {v.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
                <span dir="ltr" className="whitespace-nowrap">
                  {formatDate(p.date, lang)}
                </span>
                <span className="whitespace-nowrap">{methodLabel(p.method)}</span>
                <bdi dir="ltr" className="font-medium text-heading tabular-nums">{formatMoney(p.amountCents, lang)}</bdi>
                {p.note && <span className="text-muted">{p.note}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
