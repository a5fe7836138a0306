import { router } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { ApiError, sendJSON } from '@/lib/api'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { CATEGORY_ICONS } from './CategoryIcon'

/**
 * Adds a category to the blog's set (its French and English names and an
 * icon) from the post's form; once added it is chosen for the post. Inside
 * the post's form, so Enter adds the category rather than saving the post.
 */
export default function CategoryCreate({ onAdded }: { onAdded: (slug: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [names, setNames] = useState({ nameFr: '', nameEn: '', icon: 'folder' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const add = async () => {
    setBusy(true)
    try {
      const { category } = await sendJSON<{ category: { slug: string } }>('/pages/blog/categories', names)
      router.reload({ only: ['categories'] })
      onAdded(category.slug)
      setNames({ nameFr: '', nameEn: '', icon: 'folder' })
      setErrors({})
      setOpen(false)
    } catch (e) {
      setErrors(e instanceof ApiError ? { ...e.fields, form: Object.keys(e.fields).length ? '' : e.detail } : { form: t('blog.edit.failed') })
    } finally {
      setBusy(false)
    }
  }
  const enter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    void add()
  }
  if (!open) {
    return (
      <button type="button" className="btn-ghost inline-flex items-center gap-1 px-2 text-sm" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('blog.category.new')}
      </button>
    )
  }
  const input = (key: 'nameFr' | 'nameEn', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="form-label">
        {label}
      </label>
      <input id={`${id}-${key}`} className="form-input" value={names[key]} maxLength={60} onKeyDown={enter} aria-invalid={errors[key] ? true : undefined}
        onChange={(e) => setNames((n) => ({ ...n, [key]: e.target.value }))} />
      {errors[key] && (
        <p className="form-error" role="alert">
          {serverText(errors[key])}
        </p>
      )}
    </div>
  )
  return (
    <div role="group" aria-label={t('blog.category.new')} className="grid gap-3 rounded-md border border-line p-3">
      {input('nameFr', t('blog.category.nameFr'))}
      {input('nameEn', t('blog.category.nameEn'))}
      <div>
        <label htmlFor={`${id}-icon`} className="form-label">
          {t('blog.category.icon')}
        </label>
        <select id={`${id}-icon`} className="form-input" value={names.icon} onChange={(e) => setNames((n) => ({ ...n, icon: e.target.value }))}>
          {CATEGORY_ICONS.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>
      {(errors.form || errors.slug) && (
        <p className="form-error" role="alert">
          {serverText(errors.form || errors.slug || '')}
        </p>
      )}
      <div className="flex gap-2">
        <button type="button" className="btn-primary px-3 text-sm" disabled={busy} onClick={() => void add()}>
          {t('blog.category.add')}
        </button>
        <button type="button" className="btn-outline px-3 text-sm" onClick={() => setOpen(false)}>
          {t('blog.edit.cancel')}
        </button>
      </div>
    </div>
  )
}
