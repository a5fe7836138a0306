import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import ProductImage from './ProductImage'
import type { ProductImage as Picture } from './types'

interface ProductGalleryProps {
  images: Picture[]
  /** The product's name: the alt text of images that have none. */
  name: string
}

/** The product's images: the chosen one large, the others as thumbnails to choose from. */
export default function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const shown = images[Math.min(index, images.length - 1)]
  return (
    <div className="grid gap-3">
      <ProductImage src={shown?.large ?? ''} alt={shown?.alt || name} lazy={false} className="w-full rounded-lg border border-line" />
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('shop.product.images')}>
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t('shop.product.image', { n: i + 1, count: images.length })}
                className="block cursor-pointer overflow-hidden rounded-md border-2 border-transparent aria-pressed:border-primary"
              >
                <ProductImage src={img.thumb} alt="" className="size-16 sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
