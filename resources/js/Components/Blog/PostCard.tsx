import { Link } from '@inertiajs/react'
import { MessageSquare } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import StatusBadge from './StatusBadge'
import { blogPaths, listUrl, type BlogItem } from './types'

/**
 * A post in the list: its picture, categories, title (to its page), excerpt,
 * author and date, tags and number of comments; a mark for the staff when
 * it is a draft or still to come.
 */
export default function PostCard({ post }: { post: BlogItem }) {
  const { t, i18n } = useTranslation()
  const href = blogPaths.detail(post.id)
  return (
    <article aria-labelledby={`post-${post.id}`} data-testid="blog-post" className="card flex flex-col overflow-hidden">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block aspect-video bg-body">
        {post.img && <img src={post.img} alt="" loading="lazy" className="size-full object-cover" />}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {post.categories.map((c) => (
            <Link key={c.id} href={listUrl({ category: c.slug })} className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary-text hover:bg-primary/20">
              {i18n.language === 'fr' ? c.nameFr : c.nameEn}
            </Link>
          ))}
          <StatusBadge post={post} />
        </div>
        <h2 id={`post-${post.id}`} lang={post.lang} className="text-lg font-semibold">
          <Link href={href} className="line-clamp-2 text-heading hover:text-primary-text">
            {post.title}
          </Link>
        </h2>
        <p lang={post.lang} className="line-clamp-3 text-sm">
          {post.excerpt}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-line pt-3 text-sm">
          <Avatar name={post.userFullName} src={post.avatar} className="size-8" />
          <div className="min-w-28 flex-1">
            <p className="truncate font-medium text-heading">{post.userFullName}</p>
            {post.blogPosted && <time dateTime={post.blogPosted} className="text-xs text-muted">{formatDate(post.blogPosted, i18n.language)}</time>}
          </div>
          <Link href={`${href}#blog-comments-title`} className="inline-flex items-center gap-1 text-muted hover:text-primary-text">
            <MessageSquare className="size-4" aria-hidden="true" />
            {tCount('blogComments.count', post.comment)}
          </Link>
        </div>
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('blog.sidebar.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link href={listUrl({ tag })} className="text-xs text-muted hover:text-primary-text">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
