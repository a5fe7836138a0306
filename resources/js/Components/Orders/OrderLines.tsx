import { Link } from '@inertiajs/react'
import { Package } from 'lucide-react'
import type { OrderLine } from '@/Components/Shop/types'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { colorLabel } from './labels'

/** The lines of an order as sold: picture, name (its product page while it exists), colour, unit price, quantity, amount. */
export default function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t, i18n } = useTranslation()
  const money = (c: number) => formatMoney(c, i18n.language)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('orders.lines.caption')}</caption>
      <thead className="border-b border-line text-start text-xs text-muted uppercase">
        <tr>
          <th scope="col" className="py-2 text-start font-medium">{t('orders.lines.product')}</th>
          <th scope="col" className="py-2 text-end font-medium">{t('orders.lines.unit')}</th>
          <th scope="col" className="py-2 text-end font-medium">{t('orders.lines.qty')}</th>
          <th scope="col" className="py-2 text-end font-medium">{t('orders.lines.amount')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {lines.map((l) => (
          <tr key={l.id}>
            <td className="py-3 pe-3">
              <div className="flex items-center gap-3">
                {l.image ? (
                  <img src={l.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-md border border-line object-cover" />
                ) : (
                  <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-surface-alt text-muted">
                    <Package className="size-5" />
                  </span>
                )}
                <div className="min-w-0">
                  {l.slug ? (
                    <Link href={`/apps/ecommerce/product-detail/${l.slug}`} className="font-medium text-heading hover:text-primary-text">
                      {l.name}
                    </Link>
                  ) : (
                    <span className="font-medium text-heading">{l.name}</span>
                  )}
                  {l.color && (
                    <span className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
                      <span aria-hidden="true" className="size-3 rounded-full border border-line" style={{ backgroundColor: l.color }} />
                      {t('orders.lines.color', { color: colorLabel(l.color) })}
                    </span>
                  )}
                </div>
              </div>
            </td>
            <td dir="ltr" className="py-3 text-end tabular-nums">{money(l.unit)}</td>
            <td className="py-3 text-end tabular-nums">{l.qty}</td>
            <td dir="ltr" className="py-3 text-end font-medium text-heading tabular-nums">{money(l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
