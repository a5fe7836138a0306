import { Field, Label, Radio, RadioGroup, Switch } from '@headlessui/react'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Skin } from '@/lib/layout'

export interface ChoiceOption<T extends string> {
  value: T
  label: string
  /** Drawn above the label (radio cards); without it the option is a pill. */
  preview?: ReactNode
}

interface ChoiceProps<T extends string> {
  label: string
  value: T
  options: readonly ChoiceOption<T>[]
  onChange: (value: T) => void
  columns?: 2 | 3 | 4
}

const COLUMNS = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' }

/** One of several values: radio cards with a preview, or pills. */
export function Choice<T extends string>({ label, value, options, onChange, columns = 3 }: ChoiceProps<T>) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="space-y-2">
      <p aria-hidden="true" className="form-label">
        {label}
      </p>
      <div className={`grid gap-3 ${COLUMNS[columns]}`}>
        {options.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            className="group flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border border-line p-2 text-center text-sm text-heading transition-colors hover:border-primary/60 focus:outline-none data-checked:border-primary data-checked:bg-primary/8 data-checked:text-primary-text data-focus:ring-2 data-focus:ring-primary/40"
          >
            {o.preview}
            <span>{o.label}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}

interface SwatchesProps<T extends string> extends Omit<ChoiceProps<T>, 'options' | 'columns'> {
  options: readonly (ChoiceOption<T> & { color: string })[]
}

/** Colour swatches (the navbar's colour). */
export function Swatches<T extends string>({ label, value, options, onChange }: SwatchesProps<T>) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="space-y-2">
      <p aria-hidden="true" className="form-label">
        {label}
      </p>
      <div className="flex flex-wrap gap-2.5">
        {options.map((o) => (
          <Radio
            key={o.value}
            value={o.value}
            aria-label={o.label}
            title={o.label}
            style={{ background: o.color }}
            className="group inline-flex size-9 cursor-pointer items-center justify-center rounded-md border border-line text-white shadow-soft focus:outline-none data-checked:ring-2 data-checked:ring-primary data-checked:ring-offset-2 data-checked:ring-offset-surface data-focus:ring-2 data-focus:ring-primary/50"
          >
            <Check className={`size-4 opacity-0 group-data-checked:opacity-100 ${o.value === 'white' ? 'text-heading' : ''}`} aria-hidden="true" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}

/** An on/off setting. */
export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Field className="flex items-center justify-between gap-4">
      <Label className="cursor-pointer text-[0.9375rem] text-heading">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-input transition-colors focus:outline-none data-checked:bg-primary-solid data-focus:ring-2 data-focus:ring-primary/40 data-focus:ring-offset-2 data-focus:ring-offset-surface"
      >
        <span
          aria-hidden="true"
          className="absolute start-0.75 top-0.75 size-4.5 rounded-full bg-white shadow-soft transition-[inset-inline-start] group-data-checked:start-5.75 motion-reduce:transition-none"
        />
      </Switch>
    </Field>
  )
}

const SKIN_COLORS: Record<Skin, { menu: string; body: string; card: string; line: string; border?: boolean }> = {
  light: { menu: '#ffffff', body: '#f3f2f7', card: '#ffffff', line: '#dbdade' },
  bordered: { menu: '#ffffff', body: '#f8f7fa', card: '#ffffff', line: '#dbdade', border: true },
  dark: { menu: '#2f3349', body: '#25293c', card: '#2f3349', line: '#44485e' },
  'semi-dark': { menu: '#2f3349', body: '#f3f2f7', card: '#ffffff', line: '#dbdade' },
}

/** A small drawing of the layout in a skin. */
export function SkinPreview({ skin }: { skin: Skin }) {
  const c = SKIN_COLORS[skin]
  const edge = c.border ? `1px solid ${c.line}` : undefined
  return (
    <span aria-hidden="true" className="flex h-14 w-full overflow-hidden rounded-md" style={{ background: c.body, border: edge }}>
      <span className="w-1/4" style={{ background: c.menu, borderInlineEnd: edge }} />
      <span className="flex flex-1 flex-col gap-1 p-1.5">
        <span className="h-2.5 rounded-sm" style={{ background: c.card, border: edge }} />
        <span className="flex-1 rounded-sm" style={{ background: c.card, border: edge }} />
      </span>
    </span>
  )
}

/** A small drawing of a content width. */
export function WidthPreview({ boxed }: { boxed: boolean }) {
  return (
    <span aria-hidden="true" className="flex h-10 w-full items-stretch justify-center rounded-md bg-surface-alt p-1.5">
      <span className={`rounded-sm bg-primary/30 ${boxed ? 'w-1/2' : 'w-full'}`} />
    </span>
  )
}
