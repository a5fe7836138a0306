import { ChevronsUpDown } from 'lucide-react'
import { useId } from 'react'

export interface SelectOption {
  value: string
  label: string
}

interface FilterSelectProps {
  /** The visible label and the select's accessible name. */
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** The first option, value '': no filter ("All roles"). Left out when absent. */
  allLabel?: string
  className?: string
  /** stacked: the label above (filters); inline: beside ("Rows per page [10]"); hidden: for screen readers only. */
  layout?: 'stacked' | 'inline' | 'hidden'
}

const LABEL = { stacked: 'form-label', inline: 'text-sm whitespace-nowrap text-text', hidden: 'sr-only' }

/** A native select (keyboard, phones and screen readers know it) in the product's look. */
export default function FilterSelect({ label, value, options, onChange, allLabel, className = '', layout = 'stacked' }: FilterSelectProps) {
  const id = useId()
  return (
    <div className={`${layout === 'inline' ? 'flex items-center gap-2' : ''} ${className}`}>
      <label htmlFor={id} className={LABEL[layout]}>
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="form-input cursor-pointer appearance-none bg-surface! pe-9">
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronsUpDown className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
    </div>
  )
}

/** Options of a select, in the server's order, each worded by `label`. */
export const optionsOf = (codes: readonly string[], label: (code: string) => string): SelectOption[] => codes.map((value) => ({ value, label: label(value) }))
