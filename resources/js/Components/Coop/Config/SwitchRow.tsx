import { Description, Field as SwitchField, Label, Switch } from '@headlessui/react'

interface SwitchRowProps {
  label: string
  hint?: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** The label for screen readers only (a table's cell: the column says it). */
  hideLabel?: boolean
}

/** An on/off switch with its label and a line of explanation. */
export default function SwitchRow({ label, hint, checked, onChange, hideLabel = false }: SwitchRowProps) {
  return (
    <SwitchField className="flex items-start gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors focus:outline-none data-checked:bg-primary-solid data-focus:ring-2 data-focus:ring-primary/40 data-focus:ring-offset-2 data-focus:ring-offset-surface"
      >
        <span
          aria-hidden="true"
          className="absolute start-0.75 top-0.75 size-4.5 rounded-full bg-white shadow-soft transition-[inset-inline-start] group-data-checked:start-5.75 motion-reduce:transition-none"
        />
      </Switch>
      <div className={hideLabel ? 'sr-only' : ''}>
        <Label className="cursor-pointer text-[0.9375rem] text-heading">{label}</Label>
        {hint && <Description className="text-sm text-muted">{hint}</Description>}
      </div>
    </SwitchField>
  )
}
