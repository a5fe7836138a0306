import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import CategoryCreate from './CategoryCreate'
import CategoryIcon from './CategoryIcon'
import type { BlogCategoryOption } from './types'

/** The post's categories: each a toggle with its icon (several may be chosen). */
export default function CategoriesField({ options, value, onChange, error }: { options: BlogCategoryOption[]; value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { t } = useTranslation()
  const toggle = (slug: string) => onChange(value.includes(slug) ? value.filter((v) => v !== slug) : [...value, slug])
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="form-label">{t('blog.edit.categories')}</legend>
      {options.length === 0 && <p className="text-sm text-muted">{t('blog.edit.noCategory')}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((c) => {
          const on = value.includes(c.value)
          return (
            <label key={c.value} className={`inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm ${on ? 'border-primary bg-primary/10 text-primary-text' : 'border-line hover:border-primary'}`}>
              <input type="checkbox" className="form-check" checked={on} onChange={() => toggle(c.value)} />
              <CategoryIcon name={c.icon} />
              {c.label}
            </label>
          )
        })}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
      <div className="mt-3">
        <CategoryCreate onAdded={(slug) => onChange([...value, slug])} />
      </div>
    </fieldset>
  )
}
