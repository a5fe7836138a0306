import { useEffect, useRef } from 'react'

interface SelectBoxProps {
  label: string
  checked: boolean
  /** Some of what it stands for is ticked (the page's box when a few rows are). */
  indeterminate?: boolean
  onChange: () => void
  disabled?: boolean
}

/** A row's tick box, or the page's; its name is for screen readers, the row says the rest. */
export default function SelectBox({ label, checked, indeterminate = false, onChange, disabled }: SelectBoxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      disabled={disabled}
      className="form-check align-middle"
    />
  )
}
