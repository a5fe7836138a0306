import { X } from 'lucide-react'
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { useDebouncedSearch } from '@/lib/useDebouncedSearch'
import { mailApi } from './api'
import { addTokens, isValidEmail } from './util'
import type { Recipient } from './types'

/** The platform's users matching q (GET recipients), 200 ms after the last keystroke; [] for a blank q. */
function useRecipients(q: string): Recipient[] {
  const query = q.trim()
  const found = useDebouncedSearch(query, (q, signal) => mailApi.recipients(q, signal), { enabled: query !== '' })
  return query && found?.query === query ? (found.value ?? []) : []
}

interface TokenInputProps {
  label: string
  values: string[]
  onChange: (values: string[]) => void
  error?: string
  autoFocus?: boolean
  /** Beside the field, at the end (the Cc/Bcc toggles). */
  aside?: ReactNode
  /** Display names already known (lower-case address → name). */
  knownNames?: Record<string, string>
}

/**
 * Addresses as tokens: Enter, comma or semicolon (or leaving the field) turns the
 * text into tokens; suggestions from the platform's users; invalid addresses in red.
 */
export default function TokenInput({ label, values, onChange, error, autoFocus, aside, knownNames = {} }: TokenInputProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const [names, setNames] = useState(knownNames)
  const found = useRecipients(text)
  const options = found.filter((r) => !values.some((v) => v.toLowerCase() === r.email.toLowerCase()))
  const open = !dismissed && options.length > 0
  const current = Math.min(active, options.length - 1)

  const commit = (value: string) => {
    if (value.trim()) onChange(addTokens(values, value))
    setText('')
    setActive(0)
  }
  const pick = (r: Recipient) => {
    setNames((n) => ({ ...n, [r.email.toLowerCase()]: r.name }))
    commit(r.email)
  }
  const remove = (value: string) => onChange(values.filter((v) => v !== value))

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || ((e.key === ',' || e.key === ';') && text.trim())) {
      e.preventDefault() // never submits the form
      const option = open ? options[current] : undefined
      if (e.key === 'Enter' && option) pick(option)
      else commit(text)
    } else if (e.key === 'Backspace' && text === '' && values.length > 0) {
      remove(values[values.length - 1] as string)
    } else if (e.key === 'ArrowDown' && open) {
      e.preventDefault()
      setActive((current + 1) % options.length)
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault()
      setActive((current - 1 + options.length) % options.length)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      e.stopPropagation()
      setDismissed(true)
    }
  }

  const onType = (value: string) => {
    setDismissed(false)
    setActive(0)
    // Pasted or typed separators: everything before the last one becomes tokens.
    const cut = Math.max(value.lastIndexOf(','), value.lastIndexOf(';'), value.lastIndexOf('\n'))
    if (cut >= 0) {
      onChange(addTokens(values, value.slice(0, cut)))
      setText(value.slice(cut + 1).trimStart())
    } else setText(value)
  }

  const listId = `${id}-list`
  const errorId = `${id}-error`
  return (
    <div className="border-b border-line px-5 py-1.5">
      <div className="flex items-start gap-2">
        <label htmlFor={id} className="py-2 text-[0.9375rem] text-muted">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <ul className="flex flex-wrap items-center gap-1.5 py-1">
            {values.map((value) => {
              const valid = isValidEmail(value)
              const name = names[value.toLowerCase()]
              return (
                <li
                  key={value}
                  title={name ? value : undefined}
                  className={`inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 ps-2.5 pe-1 text-sm ${
                    valid ? 'border-line bg-surface-alt text-heading' : 'border-danger bg-danger/10 text-danger'
                  }`}
                >
                  <span className="truncate">{name || value}</span>
                  {!valid && <span className="sr-only">({t('email.compose.invalidAddress')})</span>}
                  <button
                    type="button"
                    onClick={() => remove(value)}
                    aria-label={t('email.compose.removeRecipient', { email: value })}
                    className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full hover:bg-current/15"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              )
            })}
            <li className="min-w-40 flex-1 list-none">
              <input
                id={id}
                type="text"
                role="combobox"
                autoComplete="off"
                autoFocus={autoFocus}
                value={text}
                onChange={(e) => onType(e.target.value)}
                onKeyDown={onKeyDown}
                onBlur={() => commit(text)}
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listId}
                aria-activedescendant={open ? `${listId}-${current}` : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="h-8 w-full bg-transparent text-[0.9375rem] text-heading focus:outline-none"
              />
            </li>
          </ul>
          <ul
            id={listId}
            role="listbox"
            aria-label={t('email.compose.suggestions')}
            hidden={!open}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg bg-surface py-1 shadow-card ring-1 ring-line/60"
          >
            {open &&
              options.map((r, i) => (
                <li
                  key={r.email}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === current}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(r)}
                  className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === current ? 'bg-primary/10 text-primary-text' : 'text-heading'}`}
                >
                  <Avatar name={r.name || r.email} src={r.avatar} className="size-7" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm">{r.name || r.email}</span>
                    <span className="block truncate text-xs text-muted">{r.email}</span>
                  </span>
                </li>
              ))}
          </ul>
        </div>
        {aside}
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </div>
  )
}
