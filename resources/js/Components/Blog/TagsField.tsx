import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

/** The post's free tags: typed, added with Enter or a comma, removed with their ×. */
export default function TagsField({ tags, onChange, error, max }: { tags: string[]; onChange: (tags: string[]) => void; error?: string; max: number }) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const add = (raw: string) => {
    const tag = raw.trim().replace(/\s+/g, ' ').toLowerCase()
    if (tag && !tags.includes(tag)) onChange([...tags, tag])
    setText('')
  }
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {t('blog.edit.tags')}
      </label>
      <div className="form-input flex flex-wrap items-center gap-1.5">
        {tags.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 text-sm text-primary-text">
            {tag}
            <button type="button" className="cursor-pointer rounded-full hover:bg-primary/20" aria-label={t('blog.edit.removeTag', { tag })} onClick={() => onChange(tags.filter((x) => x !== tag))}>
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input id={id} value={text} maxLength={max} placeholder={t('blog.edit.addTag')} aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}
          className="min-w-32 flex-1 bg-transparent outline-none"
          onChange={(e) => (e.target.value.endsWith(',') ? add(e.target.value.slice(0, -1)) : setText(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add(text)
            } else if (e.key === 'Backspace' && text === '' && tags.length > 0) onChange(tags.slice(0, -1))
          }}
          onBlur={() => text && add(text)}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('blog.edit.tagsHint')}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
