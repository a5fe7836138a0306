import { Eye, EyeOff } from 'lucide-react'
import { useState, type InputHTMLAttributes, type Ref } from 'react'
import FieldFrame, { useFieldControl } from '@/Components/Form/FieldFrame'
import { useTranslation } from '@/lib/i18n'

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A password input with its Show/Hide button, its hint and the server's error under it. */
export default function PasswordField({ label, value, onChange, error, hint, className = '', ref, ...rest }: PasswordFieldProps) {
  const { t } = useTranslation()
  const { id, control } = useFieldControl(error, hint)
  const [shown, setShown] = useState(false)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          {...control}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="form-input pe-11"
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? t('account.password.hide', { field: label }) : t('account.password.show', { field: label })}
          className="absolute inset-y-0 end-0 inline-flex cursor-pointer items-center rounded-e-md px-3 text-muted hover:text-primary-text focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
        >
          {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  )
}
