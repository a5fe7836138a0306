import { Head } from '@inertiajs/react'
import { paths } from '@/Components/Shop/actions'
import AvailabilityBadge from '@/Components/Shop/AvailabilityBadge'
import Breadcrumbs from '@/Components/Shop/Breadcrumbs'
import FreeShipping from '@/Components/Shop/FreeShipping'
import Price from '@/Components/Shop/Price'
import ProductGallery from '@/Components/Shop/ProductGallery'
import PurchaseBox from '@/Components/Shop/PurchaseBox'
import Rating from '@/Components/Shop/Rating'
import RelatedProducts from '@/Components/Shop/RelatedProducts'
import type { ProductPageProps } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'

/**
 * A product's page: its images, name, brand, rating, price, availability,
 * colours, description and features; the quantity, "Add to cart" and the
 * wishlist; then related products.
 */
export default function Product({ product, related }: ProductPageProps) {
  const { t } = useTranslation()
  const features = product.features ?? []
  const crumbs = [{ label: t('shop.title'), href: paths.shop }]
  if (product.category) crumbs.push({ label: product.categoryName || product.category, href: `${paths.shop}?category=${encodeURIComponent(product.category)}` })
  return (
    <>
      <Head title={product.name} />
      <div className="grid gap-6">
        <Breadcrumbs items={[...crumbs, { label: product.name }]} />
        <article aria-labelledby="product-title" className="card grid gap-8 p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:p-8">
          {/* The key starts a new gallery (its first image) on another product's page. */}
          <ProductGallery key={product.id} images={product.images ?? []} name={product.name} />
          <div className="grid content-start gap-5">
            <div className="grid gap-2">
              {product.brand && <p className="text-sm font-medium tracking-wide text-muted uppercase">{product.brand}</p>}
              <h1 id="product-title" className="text-2xl font-semibold">
                {product.name}
              </h1>
              <Rating rating={product.rating} count={product.ratingCount} />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Price cents={product.price} className="text-2xl font-semibold text-primary-text" />
              <AvailabilityBadge availability={product.availability} stock={product.stock} showInStock />
              {product.hasFreeShipping && <FreeShipping />}
            </div>
            {product.description && <p className="leading-relaxed whitespace-pre-line">{product.description}</p>}
            {features.length > 0 && (
              <section aria-labelledby="features-title">
                <h2 id="features-title" className="mb-2 text-sm font-semibold">
                  {t('shop.product.features')}
                </h2>
                <ul className="list-disc space-y-1 ps-5">
                  {features.map((f, i) => (
                    <li key={i}>{f}</li>
                  ))}
                </ul>
              </section>
            )}
            <div className="border-t border-line pt-5">
              <PurchaseBox key={product.id} product={product} />
            </div>
          </div>
        </article>
        <RelatedProducts products={related ?? []} />
      </div>
    </>
  )
}
