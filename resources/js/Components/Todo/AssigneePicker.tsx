import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react'
import { ChevronDown, LoaderCircle, X } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { getJSON } from '@/lib/http'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { useDebouncedSearch } from '@/lib/useDebouncedSearch'
import type { Person, PersonOption } from './types'

/** Users matching q (GET /apps/todo/people), 200 ms after the last keystroke; the first 20 by name for a blank q. Only once `active`. */
function usePeople(q: string, active: boolean): { list: PersonOption[]; loading: boolean } {
  const query = q.trim()
  const found = useDebouncedSearch(query, (q, signal) => getJSON<PersonOption[]>(`/apps/todo/people?q=${encodeURIComponent(q)}`, signal), { enabled: active })
  return { list: found?.value ?? [], loading: active && found?.query !== query }
}

interface AssigneePickerProps {
  value: Person | null
  onChange: (person: Person | null) => void
  error?: string
}

/** The assignee: type to find a user, pick one; the cross leaves the task unassigned. */
export default function AssigneePicker({ value, onChange, error }: AssigneePickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(false)
  const { list, loading } = usePeople(query, active)

  return (
    <Field>
      <Label className="form-label">{t('todo.panel.assignee')}</Label>
      <Combobox immediate value={value} by="id" onChange={(p: Person | null) => onChange(p ? { id: p.id, fullName: p.fullName, avatar: p.avatar } : null)} onClose={() => setQuery('')}>
        <div className="relative">
          {value && (
            <Avatar name={value.fullName} src={value.avatar} className="pointer-events-none absolute start-2.5 top-1/2 size-6 -translate-y-1/2 text-[0.625rem]" />
          )}
          <ComboboxInput
            displayValue={(p: Person | null) => p?.fullName ?? ''}
            onChange={(e) => setQuery(e.target.value)}
            onFocus={() => setActive(true)}
            placeholder={t('todo.panel.unassigned')}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`form-input pe-16 ${value ? 'ps-10' : ''}`}
          />
          <span className="absolute inset-y-0 end-1 flex items-center">
            {value && (
              <button
                type="button"
                onClick={() => onChange(null)}
                aria-label={t('todo.panel.unassign')}
                title={t('todo.panel.unassign')}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-primary/10 hover:text-primary-text"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
            <ComboboxButton
              onClick={() => setActive(true)}
              aria-label={t('todo.panel.showPeople')}
              className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-muted hover:text-primary-text"
            >
              <ChevronDown className="size-4" aria-hidden="true" />
            </ComboboxButton>
          </span>
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-70 max-h-64 w-(--input-width) overflow-y-auto rounded-lg bg-surface py-1 shadow-card ring-1 ring-line/60 empty:invisible focus:outline-none"
        >
          {loading && list.length === 0 ? (
            <div role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('todo.panel.searching')}
            </div>
          ) : list.length === 0 ? (
            <div className="px-3 py-2 text-sm text-muted">{t('todo.panel.nobody')}</div>
          ) : (
            list.map((p) => (
              <ComboboxOption key={p.id} value={p} className="flex cursor-pointer items-center gap-3 px-3 py-2 text-heading data-focus:bg-primary/10 data-focus:text-primary-text">
                <Avatar name={p.fullName} src={p.avatar} className="size-7" />
                <span className="min-w-0">
                  <span className="block truncate text-sm">{p.fullName}</span>
                  <span className="block truncate text-xs text-muted">{p.email}</span>
                </span>
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
