import { useId, type InputHTMLAttributes } from 'react'
import { serverText } from '@/lib/serverText'

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** A hint under the field ("JPEG, PNG or WebP…"). */
  hint?: string
}

/**
 * A labelled input with its error underneath. Not Components/TextField: a page
 * importing that one splits it from the sign-in page's chunk, which costs the
 * sign-in page's budget a file.
 */
export default function InputField({ label, value, onChange, error, hint, type = 'text', className = '', ...rest }: InputFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="form-input"
        {...rest}
      />
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
