import { useId, type InputHTMLAttributes } from 'react'
import { serverText } from '@/lib/serverText'

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
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: 'form-input',
    ...rest,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'form-label'}>
        {label}
      </label>
      {rows ? <textarea rows={rows} onChange={(e) => onChange(e.target.value)} {...common} className="form-input resize-y" /> : <input type={type} onChange={(e) => onChange(e.target.value)} {...common} />}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
