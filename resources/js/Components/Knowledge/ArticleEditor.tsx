import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import Checkbox from '@/Components/Checkbox'
import Field from '@/Components/Form/Field'
import { errorFor, refusedWith } from '@/Components/Form/form'
import SaveBar from '@/Components/Form/SaveBar'
import Select from '@/Components/Form/Select'
import RichEditor from '@/Components/RichEditor'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'
import { kbPaths, kbSlugOf, type KbArticle, type KbCategory } from './types'

interface ArticleEditorProps {
  article: KbArticle | null
  categories: KbCategory[]
  /** The category a new article starts in. */
  categoryId: number
  limits: { title: number; slug: number; excerpt: number }
}

interface Draft {
  title: string
  slug: string
  slugEdited: boolean
  categoryId: string
  excerpt: string
  body: string
  published: boolean
}

/** An article's fields: title, slug (following the title until typed), category, excerpt, body (TipTap) and published. */
export default function ArticleEditor({ article, categories, categoryId, limits }: ArticleEditorProps) {
  const { t } = useTranslation()
  const start = (): Draft => ({
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    slugEdited: !!article,
    categoryId: String(article?.categoryId ?? (categoryId || categories[0]?.id || '')),
    excerpt: article?.excerpt ?? '',
    body: article?.body ?? '',
    published: article?.published ?? false,
  })
  const [saved, setSaved] = useState(start)
  const [d, setD] = useState(saved)
  const [editorKey, setEditorKey] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const err = (name: string) => errorFor(errors, name)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setD((x) => ({ ...x, [key]: value }))
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e))
  }
  const save = () => {
    if (busy) return
    const body = { title: d.title, slug: d.slug, categoryId: Number(d.categoryId) || 0, excerpt: d.excerpt, body: d.body, published: d.published }
    const sent = d
    const options = {
      preserveScroll: 'errors' as const,
      ...refusedWith('knowledge.actionFailed'),
      onStart: () => setBusy(true),
      onSuccess: () => {
        setSaved(sent)
        setErrors({})
      },
      onError: (e: Errors) => setErrors(e as Record<string, string>),
      onFinish: () => setBusy(false),
    }
    if (article) router.put(kbPaths.articleWrite(article.id), body, options)
    else router.post(kbPaths.articles, body, options)
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        save()
      }}
      className="card space-y-5 p-5 sm:p-6"
      aria-label={t('knowledge.form.label')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={t('knowledge.form.title')}
          value={d.title}
          onChange={(title) => {
            setD((x) => ({ ...x, title, slug: x.slugEdited ? x.slug : kbSlugOf(title) }))
            setErrors((e) => ({ ...e, title: '', slug: '' }))
          }}
          error={err('title')}
          maxLength={limits.title}
          required
        />
        <Field
          label={t('knowledge.form.slug')}
          dir="ltr"
          value={d.slug}
          onChange={(slug) => setD((x) => ({ ...x, slug, slugEdited: slug !== '' }))}
          error={err('slug')}
          maxLength={limits.slug}
          hint={t('knowledge.form.slugHint')}
          autoComplete="off"
        />
        <Select
          label={t('knowledge.form.category')}
          value={d.categoryId}
          placeholder={t('knowledge.form.chooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: c.title }))}
          onChange={(v) => set('categoryId', v)}
          error={err('categoryId')}
        />
        <Field label={t('knowledge.form.excerpt')} value={d.excerpt} onChange={(v) => set('excerpt', v)} error={err('excerpt')} maxLength={limits.excerpt} />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-heading" id="kb-body-label">
          {t('knowledge.form.body')}
        </span>
        <div className={`flex min-h-72 flex-col rounded-md border ${err('body') ? 'border-danger' : 'border-line'}`}>
          <RichEditor headings key={editorKey} label={t('knowledge.form.body')} initial={d.body} onChange={(v) => set('body', v)} invalid={!!err('body')} describedBy={err('body') ? 'kb-body-error' : undefined} />
        </div>
        {err('body') && (
          <p id="kb-body-error" className="form-error">
            {serverText(err('body') ?? '')}
          </p>
        )}
      </div>
      <Checkbox label={t('knowledge.form.published')} checked={d.published} onChange={(v) => set('published', v)} error={err('published')} />
      {err('form') && (
        <p role="alert" className="form-error">
          {serverText(err('form') ?? '')}
        </p>
      )}
      <SaveBar
        busy={busy}
        dirty={JSON.stringify(d) !== JSON.stringify(saved)}
        onReset={() => {
          setD(saved)
          setErrors({})
          setEditorKey((k) => k + 1)
        }}
        saveLabel={article ? t('knowledge.save') : t('knowledge.create')}
        resetLabel={t('knowledge.reset')}
      />
    </form>
  )
}
