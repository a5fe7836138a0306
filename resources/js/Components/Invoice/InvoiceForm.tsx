import { Link } from '@inertiajs/react'
import { Eye, LoaderCircle, Save, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import ClientPanel from './ClientPanel'
import ClientPicker from './ClientPicker'
import Field from '@/Components/Form/Field'
import InvoiceHeader from './InvoiceHeader'
import LineItems from './LineItems'
import { LIST_PATH, paths } from './listState'
import Totals from './Totals'
import { useInvoiceForm } from './useInvoiceForm'
import type { Client, FormDefaults, InvoiceDetail, Seller } from './types'

interface InvoiceFormProps {
  invoice?: InvoiceDetail
  defaults: FormDefaults
  recentClients: Client[]
  seller: Seller
}

/** The client's address block under the picker. */
function ClientDetails({ client }: { client: Client }) {
  return (
    <div className="mt-3 space-y-0.5 text-sm">
      {[client.company, client.address, client.country, client.contact, client.companyEmail].filter(Boolean).map((line) => (
        <p key={line} dir="auto">
          {line}
        </p>
      ))}
    </div>
  )
}

/**
 * Adding or editing an invoice: the client (chosen, or added in a side panel),
 * the dates, the lines, the texts, discount and tax. The totals follow the
 * typing; the server computes the ones that are saved.
 */
export default function InvoiceForm({ invoice, defaults, recentClients, seller }: InvoiceFormProps) {
  const { t } = useTranslation()
  const f = useInvoiceForm(invoice, defaults)
  const [panel, setPanel] = useState({ open: false, session: 0 })
  const { draft, errors, totals } = f

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        f.save()
      }}
      className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]"
    >
      <div className="card">
        <InvoiceHeader seller={seller} number={invoice ? t('invoice.document.number', { id: invoice.id }) : <span className="text-base font-normal text-muted">{t('invoice.form.numberOnSave')}</span>}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('invoice.form.issuedDate')} type="date" value={draft.issuedDate} onChange={(v) => f.set('issuedDate', v)} error={errors.issuedDate} />
            <Field label={t('invoice.form.dueDate')} type="date" value={draft.dueDate} onChange={(v) => f.set('dueDate', v)} error={errors.dueDate} />
          </div>
        </InvoiceHeader>

        <section aria-label={t('invoice.form.client')} className="border-b border-line px-5 py-5 sm:px-8">
          <div className="max-w-md">
            <ClientPicker value={f.client} onChange={f.setClient} recent={recentClients} error={errors.clientId} />
            <button type="button" onClick={() => setPanel((p) => ({ open: true, session: p.session + 1 }))} className="link mt-2 inline-flex items-center gap-1.5 text-sm">
              <UserPlus className="size-4" aria-hidden="true" />
              {t('invoice.form.newClient')}
            </button>
            {f.client && <ClientDetails client={f.client} />}
          </div>
        </section>

        <LineItems lines={draft.lines} prices={totals.prices} errors={errors} onChange={f.setLine} onAdd={f.addLine} onRemove={f.removeLine} />

        <section aria-label={t('invoice.form.amounts')} className="grid gap-6 border-b border-line px-5 py-5 sm:px-8 md:grid-cols-2">
          <div className="space-y-3">
            <Field label={t('invoice.form.salesperson')} value={draft.salesperson} onChange={(v) => f.set('salesperson', v)} error={errors.salesperson} maxLength={100} />
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('invoice.form.discount')} inputMode="decimal" dir="ltr" value={draft.discount} onChange={(v) => f.set('discount', v)} error={errors.discount} placeholder="0.00" />
              <Field label={t('invoice.form.taxRate')} inputMode="decimal" dir="ltr" value={draft.taxRate} onChange={(v) => f.set('taxRate', v)} error={errors.taxRate} />
            </div>
          </div>
          <Totals subtotal={totals.subtotal} discount={totals.discount} tax={totals.tax} taxRate={draft.taxRate} total={totals.total} />
        </section>

        <section aria-label={t('invoice.form.texts')} className="grid gap-4 px-5 py-5 sm:px-8 md:grid-cols-2">
          <Field label={t('invoice.form.note')} rows={3} value={draft.note} onChange={(v) => f.set('note', v)} error={errors.note} maxLength={2000} />
          <Field label={t('invoice.form.terms')} rows={3} value={draft.terms} onChange={(v) => f.set('terms', v)} error={errors.terms} maxLength={500} />
        </section>
      </div>

      <aside aria-label={t('invoice.form.actions')} className="card space-y-3 p-5 xl:sticky xl:top-24">
        <button type="submit" disabled={f.busy} className="btn-primary w-full">
          {f.busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
          {t('invoice.form.save')}
        </button>
        {invoice && (
          <Link href={paths.preview(invoice.id)} className="btn-outline w-full">
            <Eye className="size-4" aria-hidden="true" />
            {t('invoice.actions.preview')}
          </Link>
        )}
        <Link href={invoice ? paths.preview(invoice.id) : LIST_PATH} className="btn-ghost w-full">
          {t('invoice.confirm.cancel')}
        </Link>
        <p className="text-xs text-muted">{t('invoice.form.serverTotals')}</p>
        {Object.keys(errors).some((k) => errors[k]) && (
          <p className="form-error" role="alert">
            {t('invoice.form.hasErrors')}
          </p>
        )}
      </aside>

      <ClientPanel
        open={panel.open}
        session={panel.session}
        onAdded={(c) => {
          f.setClient(c)
          setPanel((p) => ({ ...p, open: false }))
        }}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
      />
    </form>
  )
}
