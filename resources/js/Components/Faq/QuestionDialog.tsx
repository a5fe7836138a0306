import { DialogTitle } from '@headlessui/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import DialogForm, { DialogButtons } from '@/Components/Form/DialogForm'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import type { QuestionFields } from './api'
import type { FaqEntry, FaqGroup, FaqOptions } from './types'
import { useSubmit } from '@/lib/useSubmit'

const RichEditor = lazy(() => import('@/Components/RichEditor'))

interface QuestionDialogProps {
  open: boolean
  /** The question edited; null adds one to groupId. */
  entry: FaqEntry | null
  groupId: number
  groups: FaqGroup[]
  options: FaqOptions
  onSave: (fields: QuestionFields) => Promise<unknown>
  onClose: () => void
}

/** Adds or edits a question: its group, the question, and the answer (light rich text). */
export default function QuestionDialog({ open, entry, groupId, groups, options, onSave, onClose }: QuestionDialogProps) {
  const { t } = useTranslation()
  const [fields, setFields] = useState<QuestionFields>({ groupId, question: '', answer: '' })
  const { busy, errors, setErrors, run } = useSubmit('faq.failed')
  useEffect(() => {
    if (!open) return
    setFields({ groupId, question: entry?.question ?? '', answer: entry?.answer ?? '' })
    setErrors({})
  }, [open, entry, groupId, setErrors])
  const submit = async () => {
    if (await run(() => onSave(fields))) onClose()
  }
  return (
    <DialogForm open={open} busy={busy} onSubmit={() => void submit()} onClose={onClose} scroll className="grid gap-4">
      <DialogTitle as="h2" className="text-lg font-semibold text-heading">{entry ? t('faq.question.edit') : t('faq.question.add')}</DialogTitle>
      <Select
        label={t('faq.question.group')}
        value={String(fields.groupId)}
        options={groups.map((g) => ({ value: String(g.id), label: g.title }))}
        onChange={(v) => setFields({ ...fields, groupId: Number(v) })}
        error={errors.groupId}
      />
      <Field autoFocus label={t('faq.question.question')} value={fields.question} maxLength={options.maxQuestion} onChange={(question) => setFields({ ...fields, question })} error={errors.question} />
      <div>
        <p className="form-label">{t('faq.question.answer')}</p>
        <div className="overflow-hidden rounded-md border border-line" data-testid="faq-answer">
          {open && (
            <Suspense fallback={<div className="min-h-44" />}>
              <RichEditor label={t('faq.question.answer')} initial={entry?.answer ?? ''} onChange={(answer) => setFields((f) => ({ ...f, answer }))} invalid={!!errors.answer} onEscape={onClose} />
            </Suspense>
          )}
        </div>
        {errors.answer && (
          <p className="form-error" role="alert">
            {serverText(errors.answer)}
          </p>
        )}
      </div>
      <DialogButtons cancelLabel={t('faq.cancel')} confirmLabel={t('faq.save')} busy={busy} onCancel={onClose} />
    </DialogForm>
  )
}
