import { Plus, X } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import Field from '@/Components/Form/Field'
import { formatMoney } from './money'
import type { FieldErrors, LineDraft } from './types'

interface LineItemsProps {
  lines: LineDraft[]
  prices: (number | null)[]
  errors: FieldErrors
  onChange: (index: number, patch: Partial<LineDraft>) => void
  onAdd: () => void
  onRemove: (index: number) => void
}

/** The invoice's lines: item and description, cost, quantity, and the price the server will compute; added and removed. */
export default function LineItems({ lines, prices, errors, onChange, onAdd, onRemove }: LineItemsProps) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="invoice-lines-title" className="border-b border-line px-5 py-5 sm:px-8">
      <h2 id="invoice-lines-title" className="sr-only">
        {t('invoice.form.lines')}
      </h2>
      {errors.lines && (
        <p className="form-error mb-3" role="alert">
          {serverText(errors.lines)}
        </p>
      )}
      <ol className="space-y-4">
        {lines.map((line, i) => {
          const n = i + 1
          const err = (field: string) => errors[`lines.${i}.${field}`]
          const price = prices[i]
          return (
            <li key={line.key} aria-label={t('invoice.form.lineN', { n })} className="relative rounded-lg border border-line p-4 pe-12">
              <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_8rem_6rem_8rem]">
                <div className="space-y-3">
                  <Field label={t('invoice.form.item')} value={line.item} onChange={(item) => onChange(i, { item })} error={err('item')} maxLength={200} aria-label={t('invoice.form.itemN', { n })} />
                  <Field
                    label={t('invoice.form.description')}
                    rows={2}
                    value={line.description}
                    onChange={(description) => onChange(i, { description })}
                    error={err('description')}
                    maxLength={1000}
                    aria-label={t('invoice.form.descriptionN', { n })}
                  />
                </div>
                <Field label={t('invoice.form.cost')} inputMode="decimal" dir="ltr" value={line.cost} onChange={(cost) => onChange(i, { cost })} error={err('cost')} placeholder="0.00" aria-label={t('invoice.form.costN', { n })} />
                <Field label={t('invoice.form.qty')} inputMode="numeric" dir="ltr" value={line.qty} onChange={(qty) => onChange(i, { qty })} error={err('qty')} aria-label={t('invoice.form.qtyN', { n })} />
                <div>
                  <p className="form-label">{t('invoice.form.price')}</p>
                  <p className="py-2 font-medium text-heading md:text-end" aria-label={t('invoice.form.priceN', { n })}>
                    <bdi dir="ltr">{price === null || price === undefined ? '—' : formatMoney(price, i18n.language)}</bdi>
                  </p>
                </div>
              </div>
              <button
                type="button"
                onClick={() => onRemove(i)}
                disabled={lines.length === 1}
                aria-label={t('invoice.form.removeLine', { n })}
                title={t('invoice.form.removeLine', { n })}
                className="btn-ghost absolute end-2 top-2 rounded-full p-1.5 hover:text-danger disabled:invisible"
              >
                <X className="size-4.5" aria-hidden="true" />
              </button>
            </li>
          )
        })}
      </ol>
      <button type="button" onClick={onAdd} className="btn-outline mt-4 px-4 py-2" disabled={lines.length >= 100}>
        <Plus className="size-4" aria-hidden="true" />
        {t('invoice.form.addLine')}
      </button>
    </section>
  )
}
