import { Head, Link, router } from '@inertiajs/react'
import { Newspaper, Plus, X } from 'lucide-react'
import PostCard from '@/Components/Blog/PostCard'
import Sidebar from '@/Components/Blog/Sidebar'
import { blogPaths, listUrl, type BlogFilters, type BlogListProps } from '@/Components/Blog/types'
import { EmptyState, Pager, SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

/**
 * The blog's list: the posts the reader sees (the staff also see drafts and
 * posts still to come, marked), searched, filtered by category or tag and
 * paged, with the side column. The state lives in the URL.
 */
export default function List({ blogs, total, page, perPage, filters, sidebar, canManage }: BlogListProps) {
  const { t, i18n } = useTranslation()
  const visit = (f: Partial<BlogFilters>, p = 1) => router.get(listUrl({ ...filters, ...f }, p), {}, { preserveState: true, preserveScroll: p !== page })
  const category = sidebar.categories.find((c) => c.slug === filters.category)
  const chips: { key: keyof BlogFilters; label: string }[] = []
  if (filters.q) chips.push({ key: 'q', label: t('blog.list.searchFor', { q: filters.q }) })
  if (filters.category) chips.push({ key: 'category', label: t('blog.list.category', { name: category ? (i18n.language === 'fr' ? category.nameFr : category.nameEn) : filters.category }) })
  if (filters.tag) chips.push({ key: 'tag', label: t('blog.list.tag', { name: filters.tag }) })
  return (
    <>
      <Head title={t('blog.list.title')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <header className="card flex flex-wrap items-center gap-4 p-5">
            <div className="min-w-0 flex-1">
              <h1 className="text-xl font-semibold text-heading">{t('blog.list.title')}</h1>
              <p className="text-sm text-muted" aria-live="polite">
                {tCount('blog.list.results', total)}
              </p>
            </div>
            <SearchInput value={filters.q} onSearch={(q) => visit({ q })} label={t('blog.list.search')} placeholder={t('blog.list.search')} className="w-full sm:w-72" />
            {canManage && (
              <Link href={blogPaths.create} className="btn-primary inline-flex items-center gap-2 px-4">
                <Plus className="size-4" aria-hidden="true" />
                {t('blog.list.new')}
              </Link>
            )}
            {chips.length > 0 && (
              <ul className="flex w-full flex-wrap gap-2">
                {chips.map((c) => (
                  <li key={c.key}>
                    <button type="button" onClick={() => visit({ [c.key]: '' })} aria-label={t('blog.list.removeFilter', { name: c.label })}
                      className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-primary/10 px-3 py-1 text-sm text-primary-text hover:bg-primary/20">
                      {c.label}
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </header>
          {blogs.length === 0 ? (
            <div className="card p-10">
              <EmptyState icon={Newspaper} text={t('blog.list.empty')}>
                {chips.length > 0 && (
                  <Link href={blogPaths.list} className="btn-outline">
                    {t('blog.list.clear')}
                  </Link>
                )}
              </EmptyState>
            </div>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2">
              {blogs.map((b) => (
                <li key={b.id} className="grid">
                  <PostCard post={b} />
                </li>
              ))}
            </ul>
          )}
          {total > perPage && (
            <div className="card px-5 py-3">
              <Pager page={page} perPage={perPage} total={total} shown={blogs.length} onPage={(p) => visit({}, p)} lang={i18n.language}
                labels={{
                  nav: t('blog.pager.nav'),
                  showing: (from, to, all) => t('blog.pager.showing', { from, to, total: all }),
                  empty: t('blog.pager.empty'),
                  previous: t('blog.pager.previous'),
                  next: t('blog.pager.next'),
                  page: (n) => t('blog.pager.page', { n }),
                }}
              />
            </div>
          )}
        </div>
        <Sidebar sidebar={sidebar} filters={filters} />
      </div>
    </>
  )
}
