import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { paths, PRODUCTS_PATH } from '@/Components/ShopAdmin/listState'
import ProductEditor from '@/Components/ShopAdmin/ProductEditor'
import ProductImages from '@/Components/ShopAdmin/ProductImages'
import type { ProductFormPageProps, ProductLimits } from '@/Components/ShopAdmin/types'
import { useTranslation } from '@/lib/i18n'

/** The server's limits when a page comes without them. */
const LIMITS: ProductLimits = { name: 120, slug: 80, description: 5000, features: 12, feature: 200, colors: 8, price: 10_000_000, stock: 1_000_000, images: 8, imageBytes: 8 << 20 }

/**
 * Adding or editing a product. A new product is saved first; the server then
 * opens its edit page, where its images are added.
 */
export default function ManageProductForm({ product, categories, brands, limits: raw }: ProductFormPageProps) {
  const { t } = useTranslation()
  const limits = { ...LIMITS, ...raw }
  const title = product ? t('shopAdmin.form.editTitle', { name: product.name }) : t('shopAdmin.form.newTitle')
  return (
    <>
      <Head title={title} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <Link href={PRODUCTS_PATH} className="link mb-1 inline-flex items-center gap-1.5 text-sm">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('shopAdmin.form.back')}
            </Link>
            <h1 className="text-xl font-semibold text-heading">{title}</h1>
          </div>
          {product?.published && (
            <Link href={paths.shopProduct(product.slug)} className="btn-outline px-4">
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('shopAdmin.products.view')}
            </Link>
          )}
        </div>
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
          <ProductEditor key={product?.id ?? 'new'} product={product} categories={categories ?? []} brands={brands ?? []} limits={limits} />
          {product ? (
            <ProductImages product={product} maxImages={limits.images} maxBytes={limits.imageBytes} />
          ) : (
            <section className="card p-5 text-sm text-muted sm:p-6">
              <h2 className="mb-1 font-semibold text-heading">{t('shopAdmin.images.title')}</h2>
              {t('shopAdmin.images.afterSave')}
            </section>
          )}
        </div>
      </div>
    </>
  )
}
