import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { deferredServerText } from '@/lib/deferredServerText'
import { useTranslation } from '@/lib/i18n'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** Extra content on the label row, at the end (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode
}

/** Labelled input with its validation message underneath (a server message in the UI language). */
export default function TextField({ label, value, onChange, error, labelAside, id, type = 'text', className = '', ...rest }: TextFieldProps) {
  const { t } = useTranslation()
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const isPassword = type === 'password'
  const [revealed, setRevealed] = useState(false)

  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="form-label">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`form-input ${isPassword ? 'pe-16' : ''}`}
          {...rest}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((v) => !v)}
            aria-controls={inputId}
            aria-pressed={revealed}
            className="absolute inset-y-0 end-0 cursor-pointer rounded-e-md px-3 text-xs font-medium text-muted hover:text-primary-text"
          >
            {revealed ? t('auth.hide') : t('auth.show')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {deferredServerText(error)}
        </p>
      )}
    </div>
  )
}
