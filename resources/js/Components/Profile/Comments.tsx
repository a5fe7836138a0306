import { Link } from '@inertiajs/react'
import { LoaderCircle, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { formatFullTime, timeAgo } from '@/lib/time'
import { profilePath, profileApi } from './api'
import { fieldProblem, problem } from './errors'
import type { Person, Post, PostComment } from './types'

/** A post's comments (newest the server keeps), the field to add one, and Delete where allowed. */
export default function Comments({ post, me, update }: { post: Post; me: Person; update: (change: (post: Post) => Post) => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<number | null>(null)
  const lang = i18n.language

  const add = async () => {
    if (!body.trim()) return setError(t('profile.comments.empty'))
    setBusy(true)
    setError('')
    try {
      const answer = await profileApi.comment(post.id, body)
      update((p) => ({ ...p, comments: answer.comments, detailedComments: [...p.detailedComments, answer.comment] }))
      setBody('')
    } catch (e) {
      setError(fieldProblem(e, 'body') ?? problem(e))
    } finally {
      setBusy(false)
    }
  }
  const remove = async (c: PostComment) => {
    setDeleting(c.id)
    setError('')
    try {
      await profileApi.deleteComment(c.id)
      update((p) => ({ ...p, comments: Math.max(0, p.comments - 1), detailedComments: p.detailedComments.filter((x) => x.id !== c.id) }))
    } catch (e) {
      setError(problem(e))
    } finally {
      setDeleting(null)
    }
  }

  const [loadingOlder, setLoadingOlder] = useState(false)
  // The comments older than the first shown, a page at a time, before those shown.
  const showOlder = async () => {
    setLoadingOlder(true)
    setError('')
    try {
      const answer = await profileApi.olderComments(post.id, post.detailedComments[0]?.id)
      update((p) => {
        const shown = new Set(p.detailedComments.map((c) => c.id))
        return { ...p, detailedComments: [...answer.comments.filter((c) => !shown.has(c.id)), ...p.detailedComments] }
      })
    } catch (e) {
      setError(problem(e))
    } finally {
      setLoadingOlder(false)
    }
  }

  const hidden = post.comments - post.detailedComments.length
  return (
    <div className="mt-4 border-t border-line pt-4">
      {hidden > 0 && (
        <button type="button" className="btn-ghost mb-3 px-2 py-1 text-xs" onClick={() => void showOlder()} disabled={loadingOlder}>
          {loadingOlder && <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />}
          {tCount('profile.comments.older', hidden)}
        </button>
      )}
      {post.detailedComments.length > 0 && (
        <ul className="mb-4 grid gap-3">
          {post.detailedComments.map((c) => (
            <li key={c.id} className="flex items-start gap-2.5">
              <Link href={profilePath(c.author.id)} tabIndex={-1} aria-hidden="true">
                <Avatar name={c.author.fullName} src={c.author.avatar} className="size-8" />
              </Link>
              <div className="min-w-0 flex-1 rounded-lg bg-surface-alt px-3 py-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <Link href={profilePath(c.author.id)} className="text-sm font-semibold text-heading hover:text-primary-text">
                    <bdi>{c.author.fullName}</bdi>
                  </Link>
                  <time dateTime={c.createdAt} title={formatFullTime(c.createdAt, lang)} className="text-xs text-muted">
                    {timeAgo(c.createdAt, lang)}
                  </time>
                </div>
                <p dir="auto" className="text-sm break-words whitespace-pre-line">
                  {c.body}
                </p>
              </div>
              {c.canDelete && (
                <button type="button" onClick={() => void remove(c)} disabled={deleting !== null} aria-label={t('profile.comments.delete', { name: c.author.fullName })} className="btn-ghost shrink-0 p-1.5 hover:text-danger">
                  {deleting === c.id ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Trash2 className="size-4" aria-hidden="true" />}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex items-start gap-2.5"
        onSubmit={(e) => {
          e.preventDefault()
          void add()
        }}
      >
        <Avatar name={me.fullName} src={me.avatar} className="size-8" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-comment`} className="sr-only">
            {t('profile.comments.label')}
          </label>
          <input
            id={`${id}-comment`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t('profile.comments.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="form-input py-1.5"
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="form-error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className="btn-outline shrink-0 px-3 py-1.5">
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {t('profile.comments.send')}
        </button>
      </form>
    </div>
  )
}
