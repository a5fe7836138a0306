import { Head, Link } from '@inertiajs/react'
import { ArrowLeft, MessageSquare, Pencil } from 'lucide-react'
import Avatar from '@/Components/Avatar'
import AuthorCard from '@/Components/Blog/AuthorCard'
import BlogComments from '@/Components/Blog/Comments'
import PostCard from '@/Components/Blog/PostCard'
import Sidebar from '@/Components/Blog/Sidebar'
import StatusBadge from '@/Components/Blog/StatusBadge'
import { blogPaths, bodyHtml, listUrl, type BlogDetailProps } from '@/Components/Blog/types'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

/** The body's look: the rich text's headings, lists, quotes and links. */
const BODY =
  'leading-relaxed [&_a]:link [&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-heading [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-heading [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_strong]:text-heading [&_ul]:list-disc [&_ul]:ps-6'

/**
 * A post: its banner, categories, title, author and date, the text (the
 * server's sanitized HTML, cleaned again), tags, the author's card, the
 * comments and related posts, with the side column.
 */
export default function Detail({ blog, comments, related, sidebar, canManage }: BlogDetailProps) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  return (
    <>
      <Head title={blog.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link href={blogPaths.list} className="inline-flex items-center gap-1 text-sm text-muted hover:text-primary-text">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('blog.detail.back')}
            </Link>
            {canManage && (
              <Link href={blogPaths.edit(blog.id)} className="btn-outline inline-flex items-center gap-2 px-4">
                <Pencil className="size-4" aria-hidden="true" />
                {t('blog.detail.edit')}
              </Link>
            )}
          </div>
          <article aria-labelledby="blog-title" className="card overflow-hidden">
            {blog.image && <img src={blog.image.large} alt="" className="aspect-video w-full object-cover" />}
            <div className="grid gap-4 p-5 md:p-8">
              <div className="flex flex-wrap items-center gap-2">
                {blog.categories.map((c) => (
                  <Link key={c.id} href={listUrl({ category: c.slug })} className="rounded-md bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary-text hover:bg-primary/20">
                    {lang === 'fr' ? c.nameFr : c.nameEn}
                  </Link>
                ))}
                <StatusBadge post={blog} />
              </div>
              <h1 id="blog-title" lang={blog.lang} className="text-2xl font-semibold text-heading md:text-3xl">
                {blog.title}
              </h1>
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <Avatar name={blog.userFullName} src={blog.avatar} className="size-9" />
                <span>
                  {t('blog.detail.by', { name: blog.userFullName })}
                  {blog.blogPosted && (
                    <>
                      {' · '}
                      <time dateTime={blog.blogPosted}>{formatDate(blog.blogPosted, lang)}</time>
                    </>
                  )}
                </span>
                <a href="#blog-comments-title" className="inline-flex items-center gap-1 hover:text-primary-text">
                  <MessageSquare className="size-4" aria-hidden="true" />
                  {tCount('blogComments.count', blog.comment)}
                </a>
              </div>
              <div lang={blog.lang} data-testid="blog-body" className={BODY} dangerouslySetInnerHTML={{ __html: bodyHtml(blog.body) }} />
              {blog.tags.length > 0 && (
                <ul className="flex flex-wrap gap-2 border-t border-line pt-4" aria-label={t('blog.sidebar.tags')}>
                  {blog.tags.map((tag) => (
                    <li key={tag}>
                      <Link href={listUrl({ tag })} className="inline-block rounded-full border border-line px-3 py-1 text-xs hover:border-primary hover:text-primary-text">
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </article>
          <AuthorCard author={blog.author} />
          <BlogComments postId={blog.id} comments={comments} />
          {related.length > 0 && (
            <section aria-labelledby="blog-related" className="grid gap-4">
              <h2 id="blog-related" className="text-lg font-semibold text-heading">
                {t('blog.detail.related')}
              </h2>
              <ul className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
                {related.map((p) => (
                  <li key={p.id} className="grid">
                    <PostCard post={p} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <Sidebar sidebar={sidebar} />
      </div>
    </>
  )
}
