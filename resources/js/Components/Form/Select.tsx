import { ChevronsUpDown } from 'lucide-react'
import { useId } from 'react'
import type { SelectOption } from '@/Components/DataTable'
import { serverText } from '@/lib/serverText'

interface SelectProps {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** The server's message for this field, shown in the UI language. */
  error?: string
  /** A first, empty choice ("Choose…") for a field that may stay blank. */
  placeholder?: string
  className?: string
}

/** A labelled native select with its error underneath. */
export default function Select({ label, value, options, onChange, error, placeholder, className = '' }: SelectProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="form-input cursor-pointer appearance-none bg-surface! pe-9 disabled:cursor-not-allowed disabled:bg-surface-alt!"
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {/* A value the options do not list (an older code) stays visible instead of silently changing. */}
          {value && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronsUpDown className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
