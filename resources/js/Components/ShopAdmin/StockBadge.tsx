import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { Product } from '@/Components/Shop/types'

const TONES = {
  low: 'bg-warning/15 text-[#7f4a00] dark:text-warning',
  out: 'bg-danger/15 text-[#ad1f20] dark:text-[#ffa0a0]',
}

/** A product's stock as a number, with a "Low" or "Out of stock" pill when it runs short. */
export default function StockBadge({ product }: { product: Pick<Product, 'stock' | 'availability'> }) {
  const { t, i18n } = useTranslation()
  const tone = product.availability === 'low' || product.availability === 'out' ? product.availability : null
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="tabular-nums">{formatNumber(product.stock, i18n.language)}</span>
      {tone && <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>{t(`shopAdmin.products.stock.${tone}`)}</span>}
    </span>
  )
}
