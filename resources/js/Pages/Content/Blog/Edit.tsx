import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, Eye, Save, Trash2 } from 'lucide-react'
import { useState } from 'react'
import CategoriesField from '@/Components/Blog/CategoriesField'
import ImageField from '@/Components/Blog/ImageField'
import StatusField from '@/Components/Blog/StatusField'
import TagsField from '@/Components/Blog/TagsField'
import { blogPaths, type BlogEditProps } from '@/Components/Blog/types'
import { useBlogForm } from '@/Components/Blog/useBlogForm'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import Field from '@/Components/Form/Field'
import Select from '@/Components/Form/Select'
import RichEditor from '@/Components/RichEditor'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

/**
 * A post's form (/pages/blog/edit/{id}, or /new): title, slug (following
 * the title until typed), text, excerpt, categories, tags, featured image,
 * language and status (a scheduled post's time); Save, and Delete after
 * confirming.
 */
export default function Edit({ post, categories, langs, limits }: BlogEditProps) {
  const { t, i18n } = useTranslation()
  const form = useBlogForm(post, i18n.language)
  const { draft, errors } = form
  const [confirming, setConfirming] = useState(false)
  const heading = post ? t('blog.edit.titleEdit') : t('blog.edit.titleNew')
  return (
    <>
      <Head title={heading} />
      <form
        className="grid gap-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.save()
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <Link href={blogPaths.list} className="inline-flex items-center gap-1 text-sm text-muted hover:text-primary-text">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('blog.detail.back')}
            </Link>
            <h1 className="text-xl font-semibold text-heading">{heading}</h1>
          </div>
          <div className="flex flex-wrap gap-2">
            {post && (
              <Link href={blogPaths.detail(post.id)} className="btn-outline inline-flex items-center gap-2 px-4">
                <Eye className="size-4" aria-hidden="true" />
                {t('blog.edit.view')}
              </Link>
            )}
            {post && (
              <button type="button" className="btn-outline inline-flex items-center gap-2 px-4 text-danger" onClick={() => setConfirming(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('blog.edit.delete')}
              </button>
            )}
            <button type="submit" className="btn-primary inline-flex items-center gap-2 px-4" disabled={form.busy}>
              <Save className="size-4" aria-hidden="true" />
              {form.busy ? t('blog.edit.saving') : t('blog.edit.save')}
            </button>
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="card grid content-start gap-5 p-5">
            <Field label={t('blog.edit.title')} value={draft.title} onChange={form.setTitle} error={errors.title} maxLength={limits.title} required />
            <Field label={t('blog.edit.slug')} value={draft.slug} onChange={form.setSlug} error={errors.slug} hint={t('blog.edit.slugHint')} maxLength={limits.slug} dir="ltr" />
            <div>
              <span id="blog-body-label" className="form-label">
                {t('blog.edit.body')}
              </span>
              <RichEditor headings label={t('blog.edit.body')} initial={draft.body} onChange={(html) => form.set('body', html)} invalid={!!errors.body} describedBy={errors.body ? 'blog-body-error' : undefined} />
              {errors.body && (
                <p id="blog-body-error" className="form-error" role="alert">
                  {serverText(errors.body)}
                </p>
              )}
            </div>
            <Field label={t('blog.edit.excerpt')} value={draft.excerpt} onChange={(v) => form.set('excerpt', v)} error={errors.excerpt} hint={t('blog.edit.excerptHint')} rows={3} maxLength={limits.excerpt} />
          </div>
          <div className="grid content-start gap-6">
            <div className="card grid gap-5 p-5">
              <StatusField status={draft.status} publishAt={draft.publishAt} onStatus={(s) => form.set('status', s)} onPublishAt={(v) => form.set('publishAt', v)}
                statusError={errors.status} publishAtError={errors.publishedAt} />
              <Select label={t('blog.edit.lang')} value={draft.lang} onChange={(v) => form.set('lang', v)} error={errors.lang}
                options={langs.map((l) => ({ value: l, label: t(`blog.lang.${l}`) }))} />
            </div>
            <div className="card grid gap-5 p-5">
              <CategoriesField options={categories} value={draft.categories} onChange={(v) => form.set('categories', v)} error={errors.categories} />
              <TagsField tags={draft.tags} onChange={(v) => form.set('tags', v)} error={errors.tags} max={limits.tag} />
            </div>
            <div className="card p-5">
              <ImageField image={draft.image} onChange={(img) => form.set('image', img)} error={errors.imageId ?? errors.image} maxBytes={limits.imageBytes} />
            </div>
          </div>
        </div>
      </form>
      {post && (
        <ConfirmDialog open={confirming} title={t('blog.edit.deleteTitle')} body={t('blog.edit.deleteBody', { title: post.blogTitle })} confirmLabel={t('blog.edit.delete')}
          cancelLabel={t('blog.edit.cancel')} busy={form.busy} onConfirm={() => form.remove(() => setConfirming(false))} onClose={() => setConfirming(false)} />
      )}
    </>
  )
}
