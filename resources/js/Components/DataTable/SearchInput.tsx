import { TextSearch } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useDebouncedQuery } from '@/lib/useDebouncedSearch'

interface SearchInputProps {
  /** The search the list shows now (from the URL). */
  value: string
  /** Called `delay` ms after the last keystroke, with the trimmed text. */
  onSearch: (q: string) => void
  /** The accessible name, e.g. "Search users". */
  label: string
  placeholder?: string
  delay?: number
  className?: string
}

/** A search box that follows the list's URL and asks for the new list once typing pauses. */
export default function SearchInput({ value, onSearch, label, placeholder, delay = 300, className = '' }: SearchInputProps) {
  const [text, setText] = useState(value)
  const sent = useDebouncedQuery(text, onSearch, delay, value)
  // The URL changed without this box (back button, a link, a reset): show its search.
  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value, sent])

  return (
    <div role="search" className={`relative ${className}`}>
      <TextSearch className="pointer-events-none absolute start-3 top-1/2 size-4.5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className="form-input ps-10"
      />
    </div>
  )
}
