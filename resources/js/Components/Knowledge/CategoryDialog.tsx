import { router } from '@inertiajs/react'
import { useState } from 'react'
import DialogForm, { DialogButtons, DialogHeading } from '@/Components/Form/DialogForm'
import Field from '@/Components/Form/Field'
import { errorFor, refusedWith } from '@/Components/Form/form'
import Select from '@/Components/Form/Select'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import CategoryIcon from './CategoryIcon'
import { kbPaths, kbSlugOf, type KbCategory, type KbColor, type KbLang } from './types'

interface CategoryDialogProps {
  open: boolean
  /** The category edited; null for a new one. */
  category: KbCategory | null
  lang: KbLang
  icons: string[]
  colors: string[]
  onClose: () => void
}

/** Staff's category: title, slug (following the title until typed), description, icon and colour. */
export default function CategoryDialog({ open, category, lang, icons, colors, onClose }: CategoryDialogProps) {
  const { t } = useTranslation()
  const [d, setD] = useState(() => ({
    title: category?.title ?? '',
    slug: category?.slug ?? '',
    slugEdited: !!category,
    description: category?.description ?? '',
    icon: category?.icon ?? icons[0] ?? 'book-open',
    color: (category?.color ?? 'primary') as KbColor,
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const err = (name: string) => errorFor(errors, name)
  const submit = () => {
    const body = { lang: category?.lang ?? lang, title: d.title, slug: d.slug, description: d.description, icon: d.icon, color: d.color, position: category?.position ?? 0 }
    const options = {
      preserveScroll: true,
      ...refusedWith('knowledge.actionFailed'),
      onStart: () => setBusy(true),
      onSuccess: () => onClose(),
      onError: (e: Record<string, string>) => setErrors(e),
      onFinish: () => setBusy(false),
    }
    if (category) router.put(kbPaths.categoryWrite(category.id), body, options)
    else router.post(kbPaths.categories, body, options)
  }
  return (
    <DialogForm open={open} busy={busy} onSubmit={submit} onClose={onClose} scroll className="grid gap-4">
      <DialogHeading title={category ? t('knowledge.category.editTitle') : t('knowledge.category.newTitle')} body={t(`knowledge.langs.${category?.lang ?? lang}`)} bodyClassName="text-sm text-muted" />
      <Field
        data-autofocus
        label={t('knowledge.form.title')}
        value={d.title}
        onChange={(title) => setD((x) => ({ ...x, title, slug: x.slugEdited ? x.slug : kbSlugOf(title) }))}
        error={err('title')}
        maxLength={80}
      />
      <Field label={t('knowledge.form.slug')} dir="ltr" value={d.slug} onChange={(slug) => setD((x) => ({ ...x, slug, slugEdited: slug !== '' }))} error={err('slug')} hint={t('knowledge.form.slugHint')} />
      <Field label={t('knowledge.form.description')} rows={2} value={d.description} onChange={(description) => setD((x) => ({ ...x, description }))} error={err('description')} maxLength={300} />
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-3">
        <Select label={t('knowledge.category.icon')} value={d.icon} options={icons.map((i) => ({ value: i, label: i }))} onChange={(icon) => setD((x) => ({ ...x, icon }))} error={err('icon')} />
        <Select
          label={t('knowledge.category.color')}
          value={d.color}
          options={colors.map((c) => ({ value: c, label: t(`knowledge.colors.${c}`) }))}
          onChange={(color) => setD((x) => ({ ...x, color: color as KbColor }))}
          error={err('color')}
        />
        <CategoryIcon icon={d.icon} color={d.color} />
      </div>
      {err('lang') && <p className="form-error">{serverText(err('lang') ?? '')}</p>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {category && category.articleCount === 0 ? (
          <button
            type="button"
            className="btn-outline"
            disabled={busy}
            onClick={() =>
              router.delete(kbPaths.categoryWrite(category.id), {
                preserveScroll: true,
                ...refusedWith('knowledge.actionFailed'),
                onStart: () => setBusy(true),
                onSuccess: () => onClose(),
                onFinish: () => setBusy(false),
              })
            }
          >
            {t('knowledge.delete')}
          </button>
        ) : (
          <span />
        )}
        <DialogButtons cancelLabel={t('knowledge.cancel')} confirmLabel={t('knowledge.save')} busy={busy} onCancel={onClose} />
      </div>
    </DialogForm>
  )
}
