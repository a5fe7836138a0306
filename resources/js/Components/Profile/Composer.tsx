import { ImagePlus, LoaderCircle, Send, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { profileApi } from './api'
import { fieldProblem, imageProblem, IMAGE_TYPES, problem } from './errors'
import type { Person, Post } from './types'

export const MAX_PHOTOS = 4

interface Chosen {
  file: File
  url: string
}

/** The composer of one's own profile: a text, up to four photos (previewed, removable before sending), Post. */
export default function Composer({ me, onPosted }: { me: Person; onPosted: (post: Post) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [body, setBody] = useState('')
  const [photos, setPhotos] = useState<Chosen[]>([])
  const [errors, setErrors] = useState<{ body?: string; photos?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const urls = useRef<string[]>([])
  urls.current = photos.map((p) => p.url)
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), [])

  const add = (files: File[]) => {
    const room = MAX_PHOTOS - photos.length
    const bad = files.map(imageProblem).find(Boolean)
    const good = files.filter((f) => !imageProblem(f))
    let message = bad ? t(`profile.composer.${bad}`) : ''
    if (good.length > room) message = t('profile.composer.tooMany', { max: MAX_PHOTOS })
    setErrors((e) => ({ ...e, photos: message || undefined }))
    setPhotos((all) => [...all, ...good.slice(0, Math.max(room, 0)).map((file) => ({ file, url: URL.createObjectURL(file) }))])
  }
  const remove = (i: number) => {
    setPhotos((all) => {
      const gone = all[i]
      if (gone) URL.revokeObjectURL(gone.url)
      return all.filter((_, j) => j !== i)
    })
    setErrors((e) => ({ ...e, photos: undefined }))
  }

  const submit = async () => {
    if (!body.trim() && photos.length === 0) return setErrors({ body: t('profile.composer.empty') })
    setBusy(true)
    setErrors({})
    try {
      const { post } = await profileApi.createPost(body, photos.map((p) => p.file))
      photos.forEach((p) => URL.revokeObjectURL(p.url))
      setPhotos([])
      setBody('')
      onPosted(post)
      toast.success(t('profile.composer.posted'))
    } catch (e) {
      const found = { body: fieldProblem(e, 'body'), photos: fieldProblem(e, 'photos') ?? fieldProblem(e, 'photos[]') }
      setErrors(found.body || found.photos ? found : { form: problem(e) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="sr-only">
        {t('profile.composer.title')}
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <div className="flex items-start gap-3">
          <Avatar name={me.fullName} src={me.avatar} className="size-10" />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-body`} className="sr-only">
              {t('profile.composer.label')}
            </label>
            <textarea
              id={`${id}-body`}
              rows={3}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              placeholder={t('profile.composer.placeholder')}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${id}-body-error` : undefined}
              className="form-input resize-y"
            />
            {errors.body && (
              <p id={`${id}-body-error`} role="alert" className="form-error">
                {errors.body}
              </p>
            )}
          </div>
        </div>
        {photos.length > 0 && (
          <ul aria-label={t('profile.composer.chosen')} className="mt-3 grid grid-cols-4 gap-2 ps-13">
            {photos.map((p, i) => (
              <li key={p.url} className="relative aspect-square overflow-hidden rounded-md bg-surface-alt">
                <img src={p.url} alt={p.file.name} className="size-full object-cover" />
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('profile.composer.removePhoto', { name: p.file.name })}
                  className="absolute end-1 top-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-heading/70 text-surface hover:bg-heading"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.photos && (
          <p role="alert" className="form-error ps-13">
            {errors.photos}
          </p>
        )}
        {errors.form && (
          <p role="alert" className="form-error ps-13">
            {errors.form}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 ps-13">
          <button type="button" onClick={() => input.current?.click()} disabled={busy || photos.length >= MAX_PHOTOS} className="btn-ghost px-3 py-2">
            <ImagePlus className="size-4" aria-hidden="true" />
            {t('profile.composer.addPhotos', { max: MAX_PHOTOS })}
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={IMAGE_TYPES.join(',')}
            aria-label={t('profile.composer.file')}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? [])
              e.target.value = ''
              if (files.length) add(files)
            }}
          />
          <button type="submit" disabled={busy} className="btn-primary px-5 py-2">
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            {t('profile.composer.post')}
          </button>
        </div>
      </form>
    </section>
  )
}
