import { formatDateTime } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import type { BlogItem } from './types'

/**
 * What the staff see of a post the others do not: a draft, or a post
 * scheduled for later (with its time). Published posts show nothing.
 */
export default function StatusBadge({ post }: { post: Pick<BlogItem, 'status' | 'upcoming' | 'blogPosted'> }) {
  const { t, i18n } = useTranslation()
  if (post.status === 'draft') {
    return <span className="rounded-md border border-line bg-surface-alt px-2 py-0.5 text-xs font-medium text-heading">{t('blog.status.draft')}</span>
  }
  if (post.status === 'scheduled' && post.upcoming) {
    return (
      <span className="rounded-md bg-warning/15 px-2 py-0.5 text-xs font-medium text-solid-warning">
        {t('blog.status.upcoming', { date: formatDateTime(post.blogPosted, i18n.language) })}
      </span>
    )
  }
  return null
}
