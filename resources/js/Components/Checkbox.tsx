import { useId, type ReactNode } from 'react'

interface CheckboxProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
  error?: string
  required?: boolean
}

export default function Checkbox({ label, checked, onChange, name, error, required }: CheckboxProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="form-check"
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-text select-none">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
