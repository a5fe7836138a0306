import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { Columns3 } from 'lucide-react'
import Checkbox from '@/Components/Checkbox'
import { useTranslation } from '@/lib/i18n'
import { columnLabel } from './labels'
import { HIDEABLE } from './types'

interface ColumnChooserProps {
  hidden: readonly string[]
  onToggle: (column: string) => void
  onReset: () => void
}

/** "Columns": a tick box per column the person may hide, and a way back to the table's defaults. */
export default function ColumnChooser({ hidden, onToggle, onReset }: ColumnChooserProps) {
  const { t } = useTranslation()
  return (
    <Popover className="relative">
      <PopoverButton className="btn-outline gap-2 px-4 data-open:bg-primary/10">
        <Columns3 className="size-4" aria-hidden="true" />
        {t('dataTable.columnsChooser.button')}
      </PopoverButton>
      <PopoverPanel
        transition
        className="absolute end-0 top-full z-50 mt-1 w-60 origin-top-right rounded-lg rtl:origin-top-left bg-surface p-4 text-text shadow-card ring-1 ring-line/60 transition duration-150 ease-out focus:outline-none data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
      >
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-heading">{t('dataTable.columnsChooser.title')}</legend>
          <div className="grid gap-2.5">
            {HIDEABLE.map((c) => (
              <Checkbox key={c} label={columnLabel(c)} checked={!hidden.includes(c)} onChange={() => onToggle(c)} />
            ))}
          </div>
        </fieldset>
        <button type="button" onClick={onReset} className="btn-ghost mt-4 w-full px-3 py-1.5 text-sm">
          {t('dataTable.columnsChooser.reset')}
        </button>
      </PopoverPanel>
    </Popover>
  )
}
