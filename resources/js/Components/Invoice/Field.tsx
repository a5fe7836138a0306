import { useId, type InputHTMLAttributes } from 'react'
import { serverText } from '@/lib/serverText'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** A text area of that many rows instead of an input. */
  rows?: number
  /** The label for screen readers only (a table's cells: the column says it). */
  hideLabel?: boolean
}

/** A labelled input or text area with its error underneath. */
export default function Field({ label, value, onChange, error, rows, hideLabel = false, type = 'text', className = '', ...rest }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: 'form-input',
    ...rest,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'form-label'}>
        {label}
      </label>
      {rows ? <textarea rows={rows} onChange={(e) => onChange(e.target.value)} {...common} /> : <input type={type} onChange={(e) => onChange(e.target.value)} {...common} />}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
