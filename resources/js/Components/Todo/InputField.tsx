import { useId, type InputHTMLAttributes } from 'react'
import { serverText } from '@/lib/serverText'

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}

/**
 * A labelled input with its error underneath. Not Components/TextField: a page
 * importing that one splits it from the sign-in page's chunk, which costs the
 * sign-in page's budget a file.
 */
export default function InputField({ label, value, onChange, error, type = 'text', ...rest }: InputFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="form-input"
        {...rest}
      />
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
