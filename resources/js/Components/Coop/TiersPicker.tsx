import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react'
import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { getJSON } from '@/lib/http'
import { serverText } from '@/lib/serverText'
import { useDebouncedSearch } from '@/lib/useDebouncedSearch'

/** A tiers of the register as the search answers it. */
export interface TiersChoice {
  id: number
  name: string
  email?: string
}

/** Up to 20 tiers whose name, e-mail, SIREN or city holds q (GET /api/coop/tiers), 200 ms after the last keystroke. */
function useTiers(q: string): TiersChoice[] {
  const query = q.trim()
  const found = useDebouncedSearch(query, (q, signal) => getJSON<{ tiers: TiersChoice[] }>(`/api/coop/tiers?q=${encodeURIComponent(q)}`, signal).then((r) => r.tiers), {
    enabled: query.length >= 2,
  })
  return query.length >= 2 && found?.query === query ? (found.value ?? []) : []
}

interface TiersPickerProps {
  label: string
  placeholder: string
  value: TiersChoice | null
  onChange: (tiers: TiersChoice | null) => void
  error?: string
  /** Says nothing matches the text typed. */
  noMatch: string
  /** Focus the field when its dialog opens. */
  autoFocus?: boolean
}

/** A tiers of the register (a movement's holder, a party to an entry): searched by name, e-mail, SIREN or city. */
export default function TiersPicker({ label, placeholder, value, onChange, error, noMatch, autoFocus = false }: TiersPickerProps) {
  const errorId = useId()
  const [query, setQuery] = useState('')
  const options = useTiers(query)
  return (
    <Field>
      <Label className="form-label">{label}</Label>
      <Combobox immediate value={value} by="id" onChange={(c: TiersChoice | null) => onChange(c)} onClose={() => setQuery('')}>
        <ComboboxInput
          autoComplete="off"
          data-autofocus={autoFocus || undefined}
          displayValue={(c: TiersChoice | null) => c?.name ?? ''}
          placeholder={placeholder}
          onChange={(e) => setQuery(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="form-input"
        />
        <ComboboxOptions
          modal={false}
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-70 max-h-64 w-(--input-width) [--anchor-max-height:16rem] overflow-y-auto rounded-lg bg-surface py-1 shadow-card ring-1 ring-line/60 empty:invisible"
        >
          {query.trim().length >= 2 && options.length === 0 && <p className="px-3 py-2 text-sm text-muted">{noMatch}</p>}
          {options.map((c) => (
            <ComboboxOption key={c.id} value={c} className="group flex cursor-pointer items-center gap-3 px-3 py-2 text-heading data-focus:bg-primary/10 data-focus:text-primary-text">
              <Avatar name={c.name} className="size-7 text-[0.6875rem]" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm" dir="auto">
                  {c.name}
                </span>
                {c.email && (
                  <span className="block truncate text-xs text-muted" dir="ltr">
                    {c.email}
                  </span>
                )}
              </span>
              <Check className="invisible size-4 text-primary group-data-selected:visible" aria-hidden="true" />
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </Field>
  )
}
