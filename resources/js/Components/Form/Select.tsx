import { ChevronsUpDown } from 'lucide-react'
import type { SelectOption } from '@/Components/DataTable'
import FieldFrame, { useFieldControl } from './FieldFrame'

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
  const { id, control } = useFieldControl(error)
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <div className="relative">
        <select
          {...control}
          value={value}
          onChange={(e) => onChange(e.target.value)}
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
    </FieldFrame>
  )
}
