import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react'
import { Check, X } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { useDebouncedSearch } from '@/lib/useDebouncedSearch'
import { calendarApi } from './api'
import type { Person } from './types'

/** The users matching q (GET people), 200 ms after the last keystroke, once the field has been used. */
function usePeople(q: string, enabled: boolean): Person[] {
  const query = q.trim()
  const found = useDebouncedSearch(query, (q, signal) => calendarApi.people(q, signal), { enabled })
  return found?.value ?? []
}

interface GuestPickerProps {
  value: Person[]
  onChange: (guests: Person[]) => void
  /** Not offered (the organiser, who is no guest of their own event). */
  excludeId?: number
  error?: string
  disabled?: boolean
}

/** Guests: the chosen people as chips, and a search among the platform's users to add more. */
export default function GuestPicker({ value, onChange, excludeId, error, disabled }: GuestPickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const [query, setQuery] = useState('')
  const [used, setUsed] = useState(false)
  const options = usePeople(query, used).filter((p) => p.id !== excludeId)

  return (
    <Field disabled={disabled}>
      <Label className="form-label">{t('calendar.panel.guests')}</Label>
      {value.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t('calendar.panel.guestList')}>
          {value.map((p) => (
            <li key={p.id} className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-line bg-surface py-0.5 ps-0.5 pe-1 text-sm text-heading">
              <Avatar name={p.fullName || p.email} src={p.avatar} className="size-6 text-[0.625rem]" />
              <span className="truncate" title={p.email}>
                {p.fullName || p.email}
              </span>
              {!disabled && (
                <button
                  type="button"
                  onClick={() => onChange(value.filter((g) => g.id !== p.id))}
                  aria-label={t('calendar.panel.removeGuest', { name: p.fullName || p.email })}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-current/15"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {disabled && value.length === 0 && <p className="text-sm text-muted">{t('calendar.panel.noGuests')}</p>}
      {!disabled && (
        <Combobox multiple immediate value={value} by="id" onChange={(guests: Person[]) => onChange(guests)} onClose={() => setQuery('')}>
          <ComboboxInput
            autoComplete="off"
            placeholder={t('calendar.panel.guestsPlaceholder')}
            onFocus={() => setUsed(true)}
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
            {options.map((p) => (
              <ComboboxOption
                key={p.id}
                value={p}
                className="group flex cursor-pointer items-center gap-3 px-3 py-2 text-heading data-focus:bg-primary/10 data-focus:text-primary-text"
              >
                <Avatar name={p.fullName || p.email} src={p.avatar} className="size-7" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm">{p.fullName || p.email}</span>
                  <span className="block truncate text-xs text-muted">{p.email}</span>
                </span>
                <Check className="invisible size-4 text-primary group-data-selected:visible" aria-hidden="true" />
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </Field>
  )
}
