import type { InputHTMLAttributes } from 'react'
import FieldFrame, { useFieldControl } from './FieldFrame'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The server's message for this field, shown in the UI language. */
  error?: string
  /** A hint under the field ("JPEG, PNG or WebP…"). */
  hint?: string
  /** A text area of that many rows instead of an input. */
  rows?: number
  /** The label for screen readers only (a table's cells: the column says it). */
  hideLabel?: boolean
}

/**
 * A labelled input (or text area) with its hint and its error underneath, for
 * the application pages. The sign-in pages use Components/TextField instead:
 * it words server messages through lib/deferredServerText, which keeps their
 * first load within its budget.
 */
export default function Field({ label, value, onChange, error, hint, rows, hideLabel = false, type = 'text', className = '', ...rest }: FieldProps) {
  const { id, control } = useFieldControl(error, hint)
  const common = { ...control, value, className: 'form-input', ...rest }
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} hint={hint} error={error} className={className}>
      {rows ? <textarea rows={rows} onChange={(e) => onChange(e.target.value)} {...common} className="form-input resize-y" /> : <input type={type} onChange={(e) => onChange(e.target.value)} {...common} />}
    </FieldFrame>
  )
}
