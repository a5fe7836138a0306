import { Field, Label, Radio, RadioGroup } from '@headlessui/react'
import { useId } from 'react'
import type { SelectOption } from '@/Components/DataTable'
import { serverText } from '@/lib/serverText'

interface GroupProps {
  legend: string
  options: readonly SelectOption[]
  error?: string
  className?: string
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="form-error" role="alert">
      {serverText(error)}
    </p>
  ) : null
}

const box = 'flex flex-wrap gap-x-5 gap-y-2 pt-1'
const item = 'inline-flex cursor-pointer items-center gap-2 text-[0.9375rem] text-heading'

/** One of a few values: a radio group (arrow keys move between them). */
export function RadioField({ legend, options, error, className, value, onChange }: GroupProps & { value: string; onChange: (value: string) => void }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <p id={id} className="form-label">
        {legend}
      </p>
      <RadioGroup value={value} onChange={onChange} aria-labelledby={id} aria-describedby={error ? errorId : undefined} className={box}>
        {options.map((o) => (
          <Field key={o.value || 'none'} className={item}>
            <Radio
              value={o.value}
              className="group inline-flex size-4 cursor-pointer items-center justify-center rounded-full border border-input bg-surface focus:outline-none data-checked:border-primary data-checked:bg-primary-solid data-focus:ring-2 data-focus:ring-primary/40"
            >
              <span className="invisible size-1.5 rounded-full bg-white group-data-checked:visible" />
            </Radio>
            <Label className="cursor-pointer">{o.label}</Label>
          </Field>
        ))}
      </RadioGroup>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** Any of a few values, as checkboxes in a fieldset; the values keep the options' order. */
export function CheckboxesField({ legend, options, error, className, value, onChange }: GroupProps & { value: string[]; onChange: (value: string[]) => void }) {
  const errorId = `${useId()}-error`
  const toggle = (code: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === code ? on : value.includes(v))))
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="form-label">{legend}</legend>
      <div className={box}>
        {options.map((o) => (
          <label key={o.value} className={item}>
            <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} className="form-check" />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
