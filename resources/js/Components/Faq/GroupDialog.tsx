import { DialogTitle } from '@headlessui/react'
import { useEffect, useState } from 'react'
import DialogForm, { DialogButtons } from '@/Components/Form/DialogForm'
import Field from '@/Components/Form/Field'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import type { GroupFields } from './api'
import { faqIcon } from './icons'
import type { FaqGroup, FaqOptions } from './types'
import { useSubmit } from '@/lib/useSubmit'

interface GroupDialogProps {
  open: boolean
  /** The group edited; null adds one. */
  group: FaqGroup | null
  options: FaqOptions
  onSave: (fields: GroupFields) => Promise<unknown>
  onClose: () => void
}

/** Adds or edits a group: its icon (from a short list), title and subtitle. */
export default function GroupDialog({ open, group, options, onSave, onClose }: GroupDialogProps) {
  const { t } = useTranslation()
  const [fields, setFields] = useState<GroupFields>({ icon: options.icons[0] ?? '', title: '', subtitle: '' })
  const { busy, errors, setErrors, run } = useSubmit('faq.failed')
  useEffect(() => {
    if (!open) return
    setFields({ icon: group?.icon ?? options.icons[0] ?? '', title: group?.title ?? '', subtitle: group?.subtitle ?? '' })
    setErrors({})
  }, [open, group, options.icons, setErrors])
  const submit = async () => {
    if (await run(() => onSave(fields))) onClose()
  }
  return (
    <DialogForm open={open} busy={busy} onSubmit={() => void submit()} onClose={onClose} className="grid gap-4">
      <DialogTitle as="h2" className="text-lg font-semibold text-heading">{group ? t('faq.group.edit') : t('faq.group.add')}</DialogTitle>
      <Field autoFocus label={t('faq.group.title')} value={fields.title} maxLength={options.maxTitle} onChange={(title) => setFields({ ...fields, title })} error={errors.title} />
      <Field label={t('faq.group.subtitle')} value={fields.subtitle} maxLength={options.maxSubtitle} onChange={(subtitle) => setFields({ ...fields, subtitle })} error={errors.subtitle} />
      <fieldset>
        <legend className="form-label">{t('faq.group.icon')}</legend>
        <div className="flex flex-wrap gap-2">
          {options.icons.map((name) => {
            const Icon = faqIcon(name)
            return (
              <label key={name} title={name} className="cursor-pointer">
                <input type="radio" name="faq-icon" value={name} checked={fields.icon === name} onChange={() => setFields({ ...fields, icon: name })} className="peer sr-only" aria-label={name} />
                <span className="inline-flex size-10 items-center justify-center rounded-md border border-line text-text transition-colors peer-checked:border-primary peer-checked:bg-primary/12 peer-checked:text-primary-text peer-focus-visible:ring-2 peer-focus-visible:ring-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
              </label>
            )
          })}
        </div>
        {errors.icon && (
          <p className="form-error" role="alert">
            {serverText(errors.icon)}
          </p>
        )}
      </fieldset>
      <DialogButtons cancelLabel={t('faq.cancel')} confirmLabel={t('faq.save')} busy={busy} onCancel={onClose} />
    </DialogForm>
  )
}
