import { LoaderCircle, PenLine } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { profileApi } from './api'
import { problem } from './errors'
import PostCard from './PostCard'
import type { Person, Post } from './types'

/** The posts shown and the cursor of the older ones. */
export interface PostsState {
  posts: Post[]
  next: string | null
}

interface PostsFeedProps {
  userId: number
  own: boolean
  me: Person
  posts: Post[]
  next: string | null
  /** Changes the list (a functional update, so that answers arriving late apply to the list as it is then). */
  setPosts: (change: (feed: PostsState) => PostsState) => void
  /** Brings the composer's field into view (one's own empty profile). */
  onWrite?: () => void
}

/** The person's posts, newest first, and "Load more" while the server has older ones. */
export default function PostsFeed({ userId, own, me, posts, next, setPosts, onWrite }: PostsFeedProps) {
  const { t } = useTranslation()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')

  const more = async () => {
    if (!next) return
    setLoading(true)
    setError('')
    try {
      const answer = await profileApi.morePosts(userId, next)
      setPosts((feed) => {
        const known = new Set(feed.posts.map((p) => p.id))
        return { posts: [...feed.posts, ...answer.posts.filter((p) => !known.has(p.id))], next: answer.postsNext ?? null }
      })
    } catch (e) {
      setError(problem(e))
    } finally {
      setLoading(false)
    }
  }

  if (posts.length === 0) {
    return (
      <section className="card p-8 text-center">
        <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary-text">
          <PenLine className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold text-heading">{own ? t('profile.posts.emptyOwnTitle') : t('profile.posts.emptyTitle')}</h2>
        <p className="mt-1 text-sm text-muted">{own ? t('profile.posts.emptyOwn') : t('profile.posts.empty')}</p>
        {own && onWrite && (
          <button type="button" onClick={onWrite} className="btn-primary mt-4 px-4 py-2">
            {t('profile.posts.writeFirst')}
          </button>
        )}
      </section>
    )
  }

  const update = (id: number) => (change: (post: Post) => Post) => setPosts((feed) => ({ ...feed, posts: feed.posts.map((p) => (p.id === id ? change(p) : p)) }))
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">{t('profile.posts.title')}</h2>
      {posts.map((p) => (
        <PostCard key={p.id} post={p} me={me} update={update(p.id)} onDeleted={(id) => setPosts((feed) => ({ ...feed, posts: feed.posts.filter((x) => x.id !== id) }))} />
      ))}
      {next && (
        <div className="text-center">
          <button type="button" onClick={() => void more()} disabled={loading} className="btn-outline px-5 py-2">
            {loading && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
            {t('profile.posts.more')}
          </button>
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
