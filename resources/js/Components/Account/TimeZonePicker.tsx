import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react'
import { Check, ChevronsUpDown } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { fold } from '@/lib/text'

/** At most this many matches are listed; typing narrows them. */
export const MAX_SHOWN = 80

/** The zones whose name holds every word of query (accents, case and "_" aside), '' (none chosen) first when nothing is typed. */
export function matchZones(zones: readonly string[], query: string): string[] {
  const words = fold(query).split(/[\s/_,]+/).filter(Boolean)
  if (words.length === 0) return ['', ...zones].slice(0, MAX_SHOWN)
  return zones.filter((z) => words.every((w) => fold(z).replace(/_/g, ' ').includes(w))).slice(0, MAX_SHOWN)
}

/** "Europe/Paris" as people read it: "Europe / Paris". */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ')

interface TimeZonePickerProps {
  value: string
  zones: readonly string[]
  onChange: (zone: string) => void
  error?: string
  className?: string
}

/** The time zone: a searchable list of the IANA zones the server offers. */
export default function TimeZonePicker({ value, zones, onChange, error, className = '' }: TimeZonePickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const [query, setQuery] = useState('')
  const shown = useMemo(() => matchZones(zones, query), [zones, query])
  const label = (z: string) => (z ? zoneLabel(z) : t('account.fields.timeZoneNone'))
  return (
    <Field className={className}>
      <Label className="form-label">{t('account.fields.timeZone')}</Label>
      <Combobox immediate value={value} onChange={(z: string | null) => onChange(z ?? '')} onClose={() => setQuery('')}>
        <div className="relative">
          <ComboboxInput
            autoComplete="off"
            displayValue={(z: string) => label(z ?? '')}
            placeholder={t('account.fields.timeZoneSearch')}
            onChange={(e) => setQuery(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="form-input pe-9"
          />
          <ComboboxButton className="absolute inset-y-0 end-0 inline-flex cursor-pointer items-center px-3 text-muted" aria-label={t('account.fields.timeZoneOpen')}>
            <ChevronsUpDown className="size-4" aria-hidden="true" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          modal={false}
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-70 max-h-64 w-(--input-width) [--anchor-max-height:16rem] overflow-y-auto rounded-lg bg-surface py-1 shadow-card ring-1 ring-line/60 empty:invisible"
        >
          {shown.length === 0 && query ? (
            <div className="px-3 py-2 text-sm text-muted">{t('account.fields.timeZoneNoMatch')}</div>
          ) : (
            shown.map((z) => (
              <ComboboxOption key={z || 'none'} value={z} className="group flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-heading data-focus:bg-primary/10 data-focus:text-primary-text">
                <span className="min-w-0 flex-1 truncate">{label(z)}</span>
                <Check className="invisible size-4 shrink-0 text-primary group-data-selected:visible" aria-hidden="true" />
              </ComboboxOption>
            ))
          )}
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
