import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

const HEX = /^#[0-9a-f]{6}$/i

interface ColorsEditorProps {
  colors: string[]
  onChange: (colors: string[]) => void
  max: number
  error?: string
}

/** The product's colour options: each a swatch with its code and a remove button; a picker and a #RRGGBB field add one. */
export default function ColorsEditor({ colors, onChange, max, error }: ColorsEditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('#000000')
  const valid = HEX.test(text.trim())
  const code = text.trim().toUpperCase()
  const taken = colors.some((c) => c.toUpperCase() === code)
  const add = () => {
    if (!valid || taken || colors.length >= max) return
    onChange([...colors, code])
  }
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="form-label">{t('shopAdmin.form.colors')}</legend>
      {colors.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-2">
          {colors.map((c) => (
            <li key={c} className="inline-flex items-center gap-2 rounded-full border border-line py-1 ps-1.5 pe-1 text-sm">
              <span aria-hidden="true" className="size-5 rounded-full border border-line" style={{ backgroundColor: c }} />
              <span dir="ltr" className="font-mono text-xs">
                {c}
              </span>
              <button
                type="button"
                onClick={() => onChange(colors.filter((x) => x !== c))}
                aria-label={t('shopAdmin.form.removeColor', { color: c })}
                title={t('shopAdmin.form.removeColor', { color: c })}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-muted">{t('shopAdmin.form.noColors')}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          value={valid ? text.trim().toLowerCase() : '#000000'}
          onChange={(e) => setText(e.target.value.toUpperCase())}
          aria-label={t('shopAdmin.form.colorPicker')}
          className="h-10 w-12 cursor-pointer rounded-md border border-line bg-surface p-1"
        />
        <input
          type="text"
          dir="ltr"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          aria-label={t('shopAdmin.form.colorCode')}
          aria-invalid={text.trim() !== '' && !valid ? true : undefined}
          maxLength={7}
          placeholder="#RRGGBB"
          className="form-input w-32 font-mono"
        />
        <button type="button" onClick={add} disabled={!valid || taken || colors.length >= max} className="btn-outline px-3">
          <Plus className="size-4" aria-hidden="true" />
          {t('shopAdmin.form.addColor')}
        </button>
      </div>
      <p className="mt-1 text-xs text-muted">{colors.length >= max ? t('shopAdmin.form.colorsFull', { max }) : t('shopAdmin.form.colorsHint')}</p>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </fieldset>
  )
}
