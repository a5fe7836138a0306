import { Plus, X } from 'lucide-react'
import { useId, useRef } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

interface FeaturesEditorProps {
  features: string[]
  onChange: (features: string[]) => void
  max: number
  maxLength: number
  error?: string
}

/** The product's features, one per line: each an input with its remove button; Enter in the last one adds a line. */
export default function FeaturesEditor({ features, onChange, max, maxLength, error }: FeaturesEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const list = useRef<HTMLOListElement>(null)
  const focusLast = () => requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus())
  const add = () => {
    if (features.length >= max) return
    onChange([...features, ''])
    focusLast()
  }
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="form-label">{t('shopAdmin.form.features')}</legend>
      <ol ref={list} className="space-y-2">
        {features.map((f, i) => (
          <li key={i} className="flex items-center gap-2">
            <input
              type="text"
              value={f}
              maxLength={maxLength}
              onChange={(e) => onChange(features.map((x, j) => (j === i ? e.target.value : x)))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  if (i === features.length - 1) add()
                }
              }}
              aria-label={t('shopAdmin.form.feature', { n: i + 1 })}
              className="form-input"
            />
            <button
              type="button"
              onClick={() => onChange(features.filter((_, j) => j !== i))}
              aria-label={t('shopAdmin.form.removeFeature', { n: i + 1 })}
              title={t('shopAdmin.form.removeFeature', { n: i + 1 })}
              className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={add} disabled={features.length >= max} className="btn-outline mt-2 px-3">
        <Plus className="size-4" aria-hidden="true" />
        {t('shopAdmin.form.addFeature')}
      </button>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </fieldset>
  )
}
