import { Check } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '@/lib/i18n'
import { colorName } from './colorName'

interface ColorOptionsProps {
  colors: string[]
  value: string
  onChange: (color: string) => void
}

/** The product's colours as round swatches: a radio group whose options have names for screen readers ("Blue", "Dark grey 2"). */
export default function ColorOptions({ colors, value, onChange }: ColorOptionsProps) {
  const { t } = useTranslation()
  const name = useId()
  if (colors.length === 0) return null
  const seen = new Map<string, number>()
  const labels = colors.map((c) => {
    const word = t(`shop.colors.${colorName(c) ?? 'other'}`)
    const n = (seen.get(word) ?? 0) + 1
    seen.set(word, n)
    return n > 1 ? `${word} ${n}` : word
  })
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-heading">
        {t('shop.product.color')}
        {value && <span className="ms-2 font-normal text-muted">{labels[colors.indexOf(value)]}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((c, i) => (
          <label key={c} className="relative cursor-pointer">
            <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c)} className="peer sr-only" />
            <span className="sr-only">{labels[i]}</span>
            <span
              aria-hidden="true"
              style={{ backgroundColor: c }}
              className="flex size-8 items-center justify-center rounded-full border border-line ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary"
            >
              {value === c && <Check className="size-4 text-white mix-blend-difference" />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
