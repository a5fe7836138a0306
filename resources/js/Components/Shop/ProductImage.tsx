import { ImageOff } from 'lucide-react'

interface ProductImageProps {
  /** The image's URL in the size wanted (thumb, card, large); "" when the product has none. */
  src: string
  /** What the picture shows (its alt text, or the product's name). */
  alt: string
  className?: string
  /** false for the image the page opens on (the gallery's large one). */
  lazy?: boolean
}

/**
 * A product's picture: the server makes square images on white, shown whole
 * (object-contain) on a white ground in every skin; a plain tile with an icon
 * when the product has none.
 */
export default function ProductImage({ src, alt, className = '', lazy = true }: ProductImageProps) {
  if (!src) {
    return (
      <div role="img" aria-label={alt} className={`flex aspect-square items-center justify-center bg-surface-alt text-muted ${className}`}>
        <ImageOff className="size-1/4 max-h-12 max-w-12" aria-hidden="true" />
      </div>
    )
  }
  return <img src={src} alt={alt} loading={lazy ? 'lazy' : 'eager'} decoding="async" className={`aspect-square bg-white object-contain ${className}`} />
}
