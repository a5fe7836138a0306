import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { Check, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import TagPills from './TagPills'
import { TAG_TONE } from './util'
import { TAGS, type Tag } from './types'

interface TagPickerProps {
  value: Tag[]
  onChange: (tags: Tag[]) => void
  error?: string
}

/** The task's tags: a list of the five, several may be chosen. */
export default function TagPicker({ value, onChange, error }: TagPickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  // Kept in the catalogue's order, as the server stores them.
  const change = (tags: Tag[]) => onChange(TAGS.filter((tag) => tags.includes(tag)))

  return (
    <Field>
      <Label className="form-label">{t('todo.panel.tags')}</Label>
      <Listbox value={value} onChange={change} multiple>
        <ListboxButton
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex min-h-10.5 w-full cursor-pointer items-center gap-2 rounded-md border border-input bg-surface px-3.5 py-1.5 text-start text-[0.9375rem] transition-colors focus:border-primary focus:ring-2 focus:ring-primary/25 focus:outline-none aria-invalid:border-danger data-open:border-primary"
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-1.5">
            {value.length > 0 ? <TagPills tags={value} /> : <span className="text-muted">{t('todo.panel.noTags')}</span>}
          </span>
          <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden="true" />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-70 w-(--button-width) rounded-lg bg-surface py-1 shadow-card ring-1 ring-line/60 focus:outline-none"
        >
          {TAGS.map((tag) => (
            <ListboxOption
              key={tag}
              value={tag}
              className="group flex cursor-pointer items-center gap-3 px-3 py-2 text-[0.9375rem] text-heading data-focus:bg-primary/10"
            >
              <span aria-hidden="true" className={`size-2.5 rounded-full ${TAG_TONE[tag]}`} />
              <span className="flex-1">{t(`todo.tags.${tag}`)}</span>
              <Check className="invisible size-4 text-primary group-data-selected:visible" aria-hidden="true" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {serverText(error)}
        </p>
      )}
    </Field>
  )
}
