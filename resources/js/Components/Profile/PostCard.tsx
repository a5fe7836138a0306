import { Link } from '@inertiajs/react'
import { Heart, MessageCircle, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import Avatar from '@/Components/Avatar'
import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { formatNumber } from '@/lib/format'
import { formatFullTime, timeAgo } from '@/lib/time'
import { toast } from '@/lib/toast'
import { profilePath, profileApi } from './api'
import Comments from './Comments'
import { problem } from './errors'
import PhotoViewer from './PhotoViewer'
import type { Person, Post } from './types'
import { useLike } from './useLike'

/** The grid of a post's photos: one wide, or two columns. */
function PostPhotos({ photos, onOpen }: { photos: Post['photos']; onOpen: (i: number) => void }) {
  const { t } = useTranslation()
  const one = photos.length === 1
  return (
    <ul className={`mt-3 grid gap-2 ${one ? 'grid-cols-1' : 'grid-cols-2'}`}>
      {photos.map((p, i) => (
        <li key={p.id} className={photos.length === 3 && i === 0 ? 'col-span-2' : ''}>
          <button type="button" onClick={() => onOpen(i)} aria-label={t('profile.photos.open', { n: i + 1 })} className="block w-full overflow-hidden rounded-lg bg-surface-alt">
            <img src={p.url} alt="" loading="lazy" className={`w-full object-cover transition-transform hover:scale-[1.02] ${one ? 'max-h-96' : 'aspect-[4/3]'}`} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Who liked the post: the first ones' pictures, then how many. */
function Likers({ post }: { post: Post }) {
  const { i18n } = useTranslation()
  if (post.likes === 0) return null
  const shown = post.likedUsers.slice(0, 5)
  const names = shown.map((u) => u.fullName).join(', ')
  return (
    <div className="flex items-center gap-2" title={names}>
      <ul className="flex -space-x-2 rtl:space-x-reverse" aria-label={tCount('profile.posts.likedBy', post.likes, { names })}>
        {shown.map((u) => (
          <li key={u.id} className="rounded-full ring-2 ring-surface">
            <Avatar name={u.fullName} src={u.avatar} className="size-7 text-[0.625rem]!" />
          </li>
        ))}
      </ul>
      {post.likes > shown.length && <span className="text-xs text-muted">+{formatNumber(post.likes - shown.length, i18n.language)}</span>}
    </div>
  )
}

interface PostCardProps {
  post: Post
  me: Person
  update: (change: (post: Post) => Post) => void
  onDeleted: (id: number) => void
}

/** One post: its author and time, its text (as typed, links not made clickable) and photos, likes and comments. */
export default function PostCard({ post, me, update, onDeleted }: PostCardProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const lang = i18n.language
  const like = useLike(post, me, update)
  const [viewing, setViewing] = useState<number | null>(null)
  const [confirm, setConfirm] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const remove = async () => {
    setDeleting(true)
    try {
      await profileApi.deletePost(post.id)
      setConfirm(false)
      onDeleted(post.id)
      toast.success(t('profile.posts.deleted'))
    } catch (e) {
      toast.error(problem(e))
    } finally {
      setDeleting(false)
    }
  }

  return (
    <article id={`post-${post.id}`} aria-labelledby={`${id}-author`} className="card scroll-mt-24 p-5 sm:p-6" data-testid="post">
      <header className="flex items-start gap-3">
        <Link href={profilePath(post.author.id)} tabIndex={-1} aria-hidden="true">
          <Avatar name={post.author.fullName} src={post.author.avatar} className="size-10" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link id={`${id}-author`} href={profilePath(post.author.id)} className="block truncate font-semibold text-heading hover:text-primary-text">
            <bdi>{post.author.fullName}</bdi>
          </Link>
          <time dateTime={post.createdAt} title={formatFullTime(post.createdAt, lang)} className="text-xs text-muted">
            {timeAgo(post.createdAt, lang)}
          </time>
        </div>
        {post.canDelete && (
          <button type="button" onClick={() => setConfirm(true)} aria-label={t('profile.posts.delete')} title={t('profile.posts.delete')} className="btn-ghost shrink-0 p-2 hover:text-danger">
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </header>
      {post.body && (
        <p dir="auto" className="mt-3 text-[0.9375rem] break-words whitespace-pre-line text-text">
          {post.body}
        </p>
      )}
      {post.photos.length > 0 && <PostPhotos photos={post.photos} onOpen={setViewing} />}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            // The second click of a double click (detail 2) is not a second toggle: a quick double click likes once.
            onClick={(e) => e.detail < 2 && void like.toggle()}
            aria-pressed={post.liked}
            aria-busy={like.busy || undefined}
            className={`btn px-3 py-1.5 ${post.liked ? 'bg-solid-danger text-white shadow-soft hover:opacity-90' : 'text-text hover:bg-primary/10 hover:text-primary-text'}`}
          >
            <Heart className={`size-4 ${post.liked ? 'fill-current' : ''}`} aria-hidden="true" />
            {t('profile.posts.like')}
            <span className="tabular-nums" data-testid="likes">
              {formatNumber(post.likes, lang)}
            </span>
          </button>
          <span className="inline-flex items-center gap-1.5 px-2 text-sm text-muted">
            <MessageCircle className="size-4" aria-hidden="true" />
            {tCount('profile.comments.count', post.comments)}
          </span>
        </div>
        <Likers post={post} />
      </div>
      <Comments post={post} me={me} update={update} />
      <PhotoViewer photos={post.photos} index={viewing} onIndex={setViewing} />
      <ConfirmDialog
        open={confirm}
        title={t('profile.posts.deleteTitle')}
        body={t('profile.posts.deleteBody')}
        confirmLabel={t('profile.posts.deleteConfirm')}
        cancelLabel={t('profile.posts.cancel')}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(false)}
      />
    </article>
  )
}
