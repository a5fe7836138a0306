import { ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { IMAGE_TYPES, uploadError, uploadImage } from '@/lib/imageUpload'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { blogPaths, type BlogImage } from './types'

interface ImageFieldProps {
  image: BlogImage | null
  onChange: (image: BlogImage | null) => void
  error?: string
  maxBytes: number
}

/**
 * The featured image: chosen, it is sent at once (the server checks, turns,
 * crops and resizes it) and its rendition shows as the preview; the post
 * keeps it when saved.
 */
export default function ImageField({ image, onChange, error, maxBytes }: ImageFieldProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [refused, setRefused] = useState('')
  const shown = refused || error
  const choose = async (file: File | undefined) => {
    if (!file) return
    setRefused('')
    setProgress(0)
    try {
      const img = await uploadImage<BlogImage>(blogPaths.images, file, setProgress)
      onChange(img)
    } catch (e) {
      setRefused(uploadError(e) || t('blog.edit.imageFailed'))
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="form-label">
        {t('blog.edit.image')}
      </label>
      {image && <img src={image.card} alt={t('blog.edit.imagePreview')} data-testid="blog-image-preview" className="aspect-video w-full rounded-md border border-line object-cover" />}
      <div className="flex flex-wrap items-center gap-2">
        <input ref={input} id={id} type="file" accept={IMAGE_TYPES.join(',')} className="sr-only" aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined} onChange={(e) => void choose(e.target.files?.[0])} />
        <button type="button" className="btn-outline inline-flex items-center gap-2 px-3" onClick={() => input.current?.click()} disabled={progress !== null}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {t('blog.edit.imageChoose')}
        </button>
        {image && (
          <button type="button" className="btn-ghost inline-flex items-center gap-2 px-3" onClick={() => onChange(null)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('blog.edit.imageRemove')}
          </button>
        )}
        {progress !== null && (
          <span role="status" className="text-sm text-muted">
            {t('blog.edit.imageUploading', { percent: formatNumber(progress, i18n.language, { style: 'percent' }) })}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('blog.edit.imageHint', { max: formatNumber(maxBytes / (1 << 20), i18n.language) })}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="form-error">
          {serverText(shown)}
        </p>
      )}
    </div>
  )
}
