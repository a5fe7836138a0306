import { Link } from '@inertiajs/react'
import { formatDate, formatNumber } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import CategoryIcon from './CategoryIcon'
import StatusBadge from './StatusBadge'
import { blogPaths, listUrl, type BlogFilters, type BlogSidebar } from './types'

/**
 * The blog's side column: the recent posts, the categories (icon, name,
 * number of posts) and the most used tags, each a link to the list
 * filtered by it; the current filter is marked.
 */
export default function Sidebar({ sidebar, filters }: { sidebar: BlogSidebar; filters?: BlogFilters }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <aside className="grid content-start gap-6">
      <section aria-labelledby="blog-recent" className="card p-5">
        <h2 id="blog-recent" className="mb-4 font-semibold text-heading">
          {t('blog.sidebar.recent')}
        </h2>
        <ul className="grid gap-4">
          {sidebar.recentPosts.map((p) => (
            <li key={p.id} className="flex items-center gap-3">
              {p.img && <img src={p.img} alt="" loading="lazy" className="aspect-video w-20 shrink-0 rounded-md object-cover" />}
              <div className="min-w-0">
                <Link href={blogPaths.detail(p.id)} lang={p.lang} className="line-clamp-2 text-sm font-medium text-heading hover:text-primary-text">
                  {p.title}
                </Link>
                {p.blogPosted && !p.upcoming && <time dateTime={p.blogPosted} className="text-xs text-muted">{formatDate(p.blogPosted, lang)}</time>}
                <StatusBadge post={p} />
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-categories" className="card p-5">
        <h2 id="blog-categories" className="mb-3 font-semibold text-heading">
          {t('blog.sidebar.categories')}
        </h2>
        <ul className="grid gap-1">
          <li>
            <Link href={blogPaths.list} aria-current={filters && !filters.category ? 'true' : undefined}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-primary/10 aria-[current]:bg-primary/10 aria-[current]:text-primary-text">
              <CategoryIcon name="newspaper" />
              <span className="flex-1">{t('blog.sidebar.all')}</span>
            </Link>
          </li>
          {sidebar.categories.map((c) => (
            <li key={c.id}>
              <Link href={listUrl({ category: c.slug })} aria-current={filters?.category === c.slug ? 'true' : undefined}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-primary/10 aria-[current]:bg-primary/10 aria-[current]:text-primary-text">
                <span className="inline-flex size-7 items-center justify-center rounded-md bg-primary/10 text-primary-text">
                  <CategoryIcon name={c.icon} />
                </span>
                <span className="flex-1">{lang === 'fr' ? c.nameFr : c.nameEn}</span>
                <span className="text-xs text-muted">{formatNumber(c.count, lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {sidebar.tags.length > 0 && (
        <section aria-labelledby="blog-tags" className="card p-5">
          <h2 id="blog-tags" className="mb-3 font-semibold text-heading">
            {t('blog.sidebar.tags')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {sidebar.tags.map((tag) => (
              <li key={tag.tag}>
                <Link href={listUrl({ tag: tag.tag })} aria-current={filters?.tag === tag.tag ? 'true' : undefined}
                  className="inline-block rounded-full border border-line px-3 py-1 text-xs hover:border-primary hover:text-primary-text aria-[current]:border-primary aria-[current]:text-primary-text">
                  #{tag.tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  )
}
