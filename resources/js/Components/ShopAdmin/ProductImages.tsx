import { router } from '@inertiajs/react'
import { ChevronLeft, ChevronRight, ImagePlus, Trash2, X } from 'lucide-react'
import { useRef, useState } from 'react'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useConfirmDelete } from '@/Components/Form/useConfirmDelete'
import ProductImage from '@/Components/Shop/ProductImage'
import type { ProductDetail, ProductImage as Image } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { IMAGE_TYPES } from '@/lib/imageUpload'
import { refused } from './labels'
import { paths } from './listState'
import { useImageUploads } from './useImageUploads'

const small = 'inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-heading shadow-soft hover:bg-primary/15 disabled:cursor-not-allowed disabled:opacity-40'

/**
 * A product's images: the current ones in their order (the first is the
 * shop's picture), each moved left or right or deleted; new ones dropped on
 * the zone or chosen with its button, several at once, each with its
 * progress and, when refused, the server's reason.
 */
export default function ProductImages({ product, maxImages, maxBytes }: { product: ProductDetail; maxImages: number; maxBytes: number }) {
  const { t } = useTranslation()
  const images = product.images
  const uploads = useImageUploads(paths.images(product.id), { maxBytes, room: maxImages - images.length })
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const remover = useConfirmDelete((img: Image) => paths.image(product.id, img.id), refused)

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id)
    const [id] = ids.splice(index, 1)
    ids.splice(index + by, 0, id!)
    router.post(paths.imagesOrder(product.id), { ids }, { preserveScroll: true, ...refused })
  }
  const full = images.length >= maxImages

  return (
    <section aria-labelledby="product-images" className="card space-y-4 p-5 sm:p-6">
      <div>
        <h2 id="product-images" className="font-semibold text-heading">
          {t('shopAdmin.images.title')}
        </h2>
        <p className="text-sm text-muted">{t('shopAdmin.images.hint', { max: maxImages })}</p>
      </div>

      {images.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-2">
          {images.map((img, i) => (
            <li key={img.id} className="relative overflow-hidden rounded-lg border border-line bg-white">
              <ProductImage src={img.thumb} alt={img.alt || t('shopAdmin.images.alt', { n: i + 1, name: product.name })} className="w-full" />
              {i === 0 && <span className="absolute start-2 top-2 rounded-full bg-primary-solid px-2 py-0.5 text-xs font-medium text-on-primary">{t('shopAdmin.images.main')}</span>}
              <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 p-1.5">
                <span className="flex gap-1">
                  <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label={t('shopAdmin.images.moveBefore', { n: i + 1 })} title={t('shopAdmin.images.moveBefore', { n: i + 1 })} className={small}>
                    <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </button>
                  <button type="button" onClick={() => move(i, 1)} disabled={i === images.length - 1} aria-label={t('shopAdmin.images.moveAfter', { n: i + 1 })} title={t('shopAdmin.images.moveAfter', { n: i + 1 })} className={small}>
                    <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                  </button>
                </span>
                <button type="button" onClick={() => remover.ask(img)} aria-label={t('shopAdmin.images.deleteOf', { n: i + 1 })} title={t('shopAdmin.images.delete')} className={`${small} text-danger`}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">{t('shopAdmin.images.none')}</p>
      )}

      <div
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          if (!full && e.dataTransfer.files.length > 0) uploads.add(e.dataTransfer.files)
        }}
        className={`flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors ${over ? 'border-primary bg-primary/8' : 'border-line'}`}
      >
        <ImagePlus className="size-8 text-muted" aria-hidden="true" />
        <p className="text-sm">{full ? t('shopAdmin.images.full') : t('shopAdmin.images.drop')}</p>
        <button type="button" onClick={() => input.current?.click()} disabled={full} className="btn-outline px-4">
          {t('shopAdmin.images.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('shopAdmin.images.choose')}
          onChange={(e) => {
            if (e.target.files && e.target.files.length > 0) uploads.add(e.target.files)
            e.target.value = ''
          }}
        />
        <p className="text-xs text-muted">{t('shopAdmin.images.types', { max: Math.floor(maxBytes / (1024 * 1024)) })}</p>
      </div>

      {uploads.items.length > 0 && (
        <ul aria-label={t('shopAdmin.images.uploads')} className="space-y-2">
          {uploads.items.map((u) => (
            <li key={u.key} className="rounded-md border border-line px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span dir="auto" className="truncate">
                  {u.name}
                </span>
                {u.error && <button type="button" onClick={() => uploads.dismiss(u.key)} aria-label={t('shopAdmin.images.dismiss', { name: u.name })} className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-primary/10"><X className="size-3.5" aria-hidden="true" /></button>}
              </div>
              {u.error ? (
                <p role="alert" className="form-error">
                  {serverText(u.error)}
                </p>
              ) : (
                <progress value={Math.round(u.progress * 100)} max={100} aria-label={t('shopAdmin.images.progress', { name: u.name })} className="mt-1 h-1.5 w-full accent-primary" />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        cancelLabel={t('shopAdmin.cancel')}
        open={remover.open}
        title={t('shopAdmin.images.deleteTitle')}
        body={t('shopAdmin.images.deleteBody')}
        confirmLabel={t('shopAdmin.images.delete')}
        busy={remover.busy}
        onConfirm={remover.confirm}
        onClose={remover.close}
      />
    </section>
  )
}
