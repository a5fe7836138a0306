import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n'

interface QuantityInputProps {
  value: number
  onChange: (qty: number) => void
  /** The most one may take (the stock, at most the cart's limit). */
  max: number
  /** The accessible name ("Quantity of Tea towel"). */
  label: string
  /** Shows the label above the field; otherwise it is for screen readers only. */
  showLabel?: boolean
  disabled?: boolean
  /** The server's message (already in the UI language). */
  error?: string
}

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.round(n)), Math.max(1, max))
const step = 'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center text-heading transition-colors hover:bg-primary/10 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent'

/** A quantity from 1 to max: − and + buttons around a number field that accepts typing (kept within bounds on leaving it). */
export default function QuantityInput({ value, onChange, max, label, showLabel = false, disabled = false, error }: QuantityInputProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = (raw: string) => {
    const n = Number.parseInt(raw, 10)
    const next = Number.isFinite(n) ? clamp(n, max) : value
    setText(String(next))
    if (next !== value) onChange(next)
  }
  return (
    <div>
      <label htmlFor={id} className={showLabel ? 'form-label' : 'sr-only'}>
        {label}
      </label>
      <div className={`inline-flex items-center overflow-hidden rounded-md border ${error ? 'border-danger' : 'border-input'} bg-surface`}>
        <button type="button" className={step} disabled={disabled || value <= 1} onClick={() => onChange(clamp(value - 1, max))} aria-label={t('shop.qty.decrease')} aria-controls={id}>
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
          className="h-9 w-14 [appearance:textfield] border-x border-input bg-surface text-center text-heading focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" className={step} disabled={disabled || value >= max} onClick={() => onChange(clamp(value + 1, max))} aria-label={t('shop.qty.increase')} aria-controls={id}>
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  )
}
