import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react'
import { ArrowDown, ArrowUp, ChevronDown, Pencil, Trash2 } from 'lucide-react'
import IconButton from '@/Components/IconButton'
import { useTranslation } from '@/lib/i18n'
import { answerHtml } from './answer'
import type { FaqEntry } from './types'

interface FaqQuestionProps {
  entry: FaqEntry
  /** Open at first (a search's matches). */
  open: boolean
  first: boolean
  last: boolean
  /** Staff only: the question's controls. */
  onEdit?: () => void
  onDelete?: () => void
  onMove?: (direction: 'up' | 'down') => void
}

/** One question of the accordion, its answer underneath; staff edit, move or delete it. */
export default function FaqQuestion({ entry, open, first, last, onEdit, onDelete, onMove }: FaqQuestionProps) {
  const { t } = useTranslation()
  return (
    <Disclosure as="li" defaultOpen={open} className="rounded-md border border-line bg-surface">
      <div className="flex items-center gap-1 pe-2">
        <DisclosureButton className="group flex min-w-0 flex-1 cursor-pointer items-center gap-3 px-4 py-3 text-start font-medium text-heading">
          <span className="min-w-0 flex-1">{entry.question}</span>
          <ChevronDown className="size-4 shrink-0 text-muted transition-transform group-data-open:rotate-180" aria-hidden="true" />
        </DisclosureButton>
        {onMove && (
          <>
            <IconButton label={t('faq.moveUp')} icon={ArrowUp} disabled={first} onClick={() => onMove('up')} className="size-8" />
            <IconButton label={t('faq.moveDown')} icon={ArrowDown} disabled={last} onClick={() => onMove('down')} className="size-8" />
          </>
        )}
        {onEdit && <IconButton label={t('faq.question.edit')} icon={Pencil} onClick={onEdit} className="size-8" />}
        {onDelete && <IconButton label={t('faq.question.delete')} icon={Trash2} onClick={onDelete} className="size-8 hover:text-danger" />}
      </div>
      <DisclosurePanel className="faq-answer px-4 pb-4 text-[0.9375rem] text-text [&_a]:text-primary-text [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:ps-5">
        <div dangerouslySetInnerHTML={{ __html: answerHtml(entry.answer) }} />
      </DisclosurePanel>
    </Disclosure>
  )
}
