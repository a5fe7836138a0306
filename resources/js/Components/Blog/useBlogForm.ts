import type { Errors } from '@inertiajs/core'
import { router } from '@inertiajs/react'
import { useRef, useState } from 'react'
import { slugOf } from '@/lib/slug'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { blogPaths, type BlogEditPost, type BlogImage, type BlogItem } from './types'

/** The form's fields, as typed. */
export interface BlogDraft {
  title: string
  slug: string
  /** The slug was typed: it no longer follows the title. */
  slugEdited: boolean
  categories: string[]
  tags: string[]
  body: string
  excerpt: string
  image: BlogImage | null
  status: BlogItem['status']
  /** The scheduled time as a datetime-local value, in the browser's time zone. */
  publishAt: string
  lang: string
}

export type BlogFieldErrors = Record<string, string | undefined>

const pad = (n: number) => String(n).padStart(2, '0')

/** A moment as a datetime-local value in the browser's zone ("2026-05-01T14:30"). */
export function localInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A datetime-local value (the browser's zone) as an instant in UTC (RFC 3339); '' when empty or invalid. */
export function utcOf(local: string): string {
  if (!local) return ''
  const d = new Date(local)
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export function initialDraft(post: BlogEditPost | null, lang: string): BlogDraft {
  if (!post) {
    return { title: '', slug: '', slugEdited: false, categories: [], tags: [], body: '', excerpt: '', image: null, status: 'draft', publishAt: '', lang: lang === 'fr' ? 'fr' : lang }
  }
  return {
    title: post.blogTitle,
    slug: post.slug,
    slugEdited: true,
    categories: post.blogCategories.map((c) => c.value),
    tags: [...post.tags],
    body: post.body,
    excerpt: post.excerpt,
    image: post.featuredImage,
    status: post.status,
    publishAt: post.status === 'scheduled' ? localInput(post.publishedAt) : '',
    lang: post.lang,
  }
}

/** What the form sends (spec: title, slug, categories as slugs, tags, body, excerpt, status, publishedAt in UTC, imageId). */
export function bodyOf(d: BlogDraft) {
  return {
    title: d.title.trim(),
    slug: d.slug.trim(),
    categories: d.categories,
    tags: d.tags,
    body: d.body,
    excerpt: d.excerpt.trim(),
    status: d.status,
    publishedAt: d.status === 'scheduled' ? utcOf(d.publishAt) : '',
    imageId: d.image?.id ?? 0,
    lang: d.lang,
  }
}

function failed(): false {
  void notify('error', t('blog.edit.failed'))
  return false
}

/**
 * The edit form's state, its Save (POST for a new post, which opens the
 * post's edit page, or PUT) and Delete; the server's field errors go under
 * their fields.
 */
export function useBlogForm(post: BlogEditPost | null, lang: string) {
  const [draft, setDraft] = useState(() => initialDraft(post, lang))
  const [errors, setErrors] = useState<BlogFieldErrors>({})
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const clear = (...keys: string[]) => setErrors((e) => (keys.some((k) => e[k]) ? { ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) } : e))
  const set = <K extends keyof BlogDraft>(key: K, value: BlogDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clear(key === 'image' ? 'imageId' : key === 'publishAt' ? 'publishedAt' : key)
  }
  const setTitle = (title: string) => {
    setDraft((d) => ({ ...d, title, slug: d.slugEdited ? d.slug : slugOf(title) }))
    clear('title', 'slug')
  }
  const setSlug = (slug: string) => {
    setDraft((d) => ({ ...d, slug, slugEdited: slug !== '' }))
    clear('slug')
  }
  const options = {
    preserveScroll: 'errors' as const,
    onHttpException: failed,
    onNetworkError: failed,
    onStart: () => {
      busyRef.current = true
      setBusy(true)
    },
    onSuccess: () => setErrors({}),
    onError: (errs: Errors) => setErrors(errs as BlogFieldErrors),
    onFinish: () => {
      busyRef.current = false
      setBusy(false)
    },
  }
  const save = () => {
    if (busyRef.current) return
    if (post) router.put(blogPaths.post(post.id), bodyOf(draft), options)
    else router.post(blogPaths.posts, bodyOf(draft), options)
  }
  const remove = (onDone: () => void) => {
    if (!post || busyRef.current) return
    router.delete(blogPaths.post(post.id), { ...options, onFinish: () => {
      options.onFinish()
      onDone()
    } })
  }
  return { draft, errors, busy, set, setTitle, setSlug, save, remove, setErrors }
}
