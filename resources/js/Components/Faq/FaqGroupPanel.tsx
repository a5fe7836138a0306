import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react'
import IconButton from '@/Components/IconButton'
import { formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import FaqQuestion from './FaqQuestion'
import { faqIcon } from './icons'
import type { FaqGroup } from './types'
import type { FaqEditor } from './useFaqEditor'

interface FaqGroupPanelProps {
  group: FaqGroup
  /** Where the group stands among the groups (for its move buttons). */
  first: boolean
  last: boolean
  /** A search is on: its matches show open. */
  searching: boolean
  /** Staff only. */
  editor?: FaqEditor
}

/** A group's questions under its icon, title and subtitle; staff get its controls and each question's. */
export default function FaqGroupPanel({ group, first, last, searching, editor }: FaqGroupPanelProps) {
  const { t, i18n } = useTranslation()
  const Icon = faqIcon(group.icon)
  const n = group.qandA.length
  return (
    <section aria-labelledby={`faq-group-${group.id}`} className="grid content-start gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary/12 text-primary-text">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`faq-group-${group.id}`} className="text-lg font-semibold text-heading">
            {group.title}
          </h2>
          <p className="text-sm text-muted">{group.subtitle || tCount('faq.count', n, { n: formatNumber(n, i18n.language) })}</p>
        </div>
        {editor && (
          <div className="flex flex-wrap items-center gap-1">
            <IconButton label={t('faq.group.moveUp')} icon={ArrowUp} disabled={first || searching} onClick={() => void editor.moveGroup(group.id, 'up')} />
            <IconButton label={t('faq.group.moveDown')} icon={ArrowDown} disabled={last || searching} onClick={() => void editor.moveGroup(group.id, 'down')} />
            <IconButton label={t('faq.group.edit')} icon={Pencil} onClick={() => editor.editGroup(group)} />
            <IconButton label={t('faq.group.delete')} icon={Trash2} onClick={() => editor.askDeleteGroup(group)} className="hover:text-danger" />
            <button type="button" className="btn-primary ms-1" onClick={() => editor.addQuestion(group.id)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('faq.question.add')}
            </button>
          </div>
        )}
      </header>
      {n === 0 ? (
        <p className="rounded-md border border-dashed border-line px-4 py-6 text-center text-sm text-muted">{t('faq.groupEmpty')}</p>
      ) : (
        <ul className="grid gap-3">
          {group.qandA.map((q, i) => (
            <FaqQuestion
              key={`${q.id}-${searching ? 's' : ''}`}
              entry={q}
              open={searching}
              first={i === 0}
              last={i === n - 1}
              onEdit={editor ? () => editor.editQuestion(q, group.id) : undefined}
              onDelete={editor ? () => editor.askDeleteQuestion(q) : undefined}
              onMove={editor && !searching ? (d) => void editor.moveQuestion(q.id, d) : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
