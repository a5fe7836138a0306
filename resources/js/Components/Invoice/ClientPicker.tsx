import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from '@headlessui/react'
import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { useDebouncedSearch } from '@/lib/useDebouncedSearch'
import { invoiceApi } from './api'
import type { Client } from './types'

/** The clients whose name or e-mail holds q, 200 ms after the last keystroke; `initial` while nothing is typed. */
function useClients(q: string, initial: Client[]): Client[] {
  const query = q.trim()
  const found = useDebouncedSearch(query, (q, signal) => invoiceApi.clients(q, signal), { enabled: query !== '' })
  if (!query) return initial
  return found?.query === query ? (found.value ?? []) : []
}

interface ClientPickerProps {
  value: Client | null
  onChange: (client: Client | null) => void
  /** Offered before anything is typed: the clients of the newest invoices. */
  recent: Client[]
  error?: string
}

/** "Invoice to": a search among the clients by name or e-mail. */
export default function ClientPicker({ value, onChange, recent, error }: ClientPickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const [query, setQuery] = useState('')
  const options = useClients(query, recent)
  return (
    <Field>
      <Label className="form-label">{t('invoice.form.client')}</Label>
      <Combobox immediate value={value} by="id" onChange={(c: Client | null) => onChange(c)} onClose={() => setQuery('')}>
        <ComboboxInput
          autoComplete="off"
          displayValue={(c: Client | null) => c?.name ?? ''}
          placeholder={t('invoice.form.clientPlaceholder')}
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
          {options.map((c) => (
            <ComboboxOption key={c.id} value={c} className="group flex cursor-pointer items-center gap-3 px-3 py-2 text-heading data-focus:bg-primary/10 data-focus:text-primary-text">
              <Avatar name={c.name} className="size-7 text-[0.6875rem]" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm">{c.name}</span>
                <span className="block truncate text-xs text-muted">
                  {c.company ? `${c.company} · ` : ''}
                  {c.companyEmail}
                </span>
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
