import { useId, type ReactNode } from 'react'
import { serverText } from '@/lib/serverText'

/**
 * A control's id and the attributes tying it to its hint and its error:
 * spread `control` on the input (or select).
 */
export function useFieldControl(error?: string, hint?: string) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return { id, control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } }
}

interface FieldFrameProps {
  /** The control's id (from useFieldControl). */
  id: string
  label: string
  /** The label for screen readers only. */
  hideLabel?: boolean
  hint?: string
  /** The server's message for this field, shown in the UI language. */
  error?: string
  className?: string
  /** The control. */
  children: ReactNode
}

/** A field's label, its control, then its hint and its error underneath. */
export default function FieldFrame({ id, label, hideLabel = false, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'form-label'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
