import { useTranslation } from '@/lib/i18n'
import ProductCard from './ProductCard'
import type { Product } from './types'

/** "You may also like": the related products in a row that scrolls sideways on small screens. */
export default function RelatedProducts({ products }: { products: Product[] }) {
  const { t } = useTranslation()
  if (products.length === 0) return null
  return (
    <section aria-labelledby="related-title" className="grid gap-4">
      <h2 id="related-title" className="text-lg font-semibold">
        {t('shop.product.related')}
      </h2>
      <ul className="flex snap-x gap-6 overflow-x-auto pb-2">
        {products.map((p) => (
          <li key={p.id} className="grid w-64 shrink-0 snap-start">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  )
}
