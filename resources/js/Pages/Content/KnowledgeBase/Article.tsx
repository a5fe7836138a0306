import { Head } from '@inertiajs/react'
import { Clock, EyeOff } from 'lucide-react'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/Components/Email/sanitize'
import ArticleList from '@/Components/Knowledge/ArticleList'
import CategoryIcon from '@/Components/Knowledge/CategoryIcon'
import HelpfulVote from '@/Components/Knowledge/HelpfulVote'
import StaffControls from '@/Components/Knowledge/StaffControls'
import Breadcrumbs from '@/Components/Shop/Breadcrumbs'
import { kbHref, kbPaths, type KbArticle, type KbCategory, type KbCommon, type KbSummary } from '@/Components/Knowledge/types'
import { formatDate } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

interface ArticleProps extends KbCommon {
  category: KbCategory
  article: KbArticle
  related: KbSummary[]
}

/**
 * An article: its body (the server's sanitized HTML, sanitized again by
 * DOMPurify), its last update in the reader's date format, "Was this
 * helpful?" with the counts, the other articles of its category, and the
 * staff's controls.
 */
export default function Article({ category, article, related, lang, canManage }: ArticleProps) {
  const { t } = useTranslation()
  const html = useMemo(() => sanitizeHtml(article.body), [article.body])
  return (
    <>
      <Head title={article.title} />
      <div className="grid gap-6">
        <Breadcrumbs
          items={[
            { label: t('knowledge.title'), href: kbHref(kbPaths.index, lang, canManage) },
            { label: category.title, href: kbHref(kbPaths.category(category.slug), lang, canManage) },
            { label: article.title },
          ]}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article aria-labelledby="kb-article-title" className="card grid gap-5 p-5 sm:p-8">
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-3">
                <CategoryIcon icon={category.icon} color={category.color} size="sm" />
                <span className="text-sm text-muted">{category.title}</span>
                {!article.published && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-heading">
                    <EyeOff className="size-3 text-warning" aria-hidden="true" />
                    {t('knowledge.draft')}
                  </span>
                )}
              </div>
              <h1 id="kb-article-title" className="text-2xl font-semibold">
                {article.title}
              </h1>
              <p className="inline-flex items-center gap-1.5 text-sm text-muted">
                <Clock className="size-4" aria-hidden="true" />
                {t('knowledge.lastUpdated', { date: formatDate(article.updatedAt) })}
              </p>
              {canManage && <StaffControls article={article} />}
            </header>
            <div className="kb-body prose-content leading-relaxed [&_a]:link [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_strong]:text-heading [&_ul]:list-disc [&_ul]:ps-6" dangerouslySetInnerHTML={{ __html: html }} />
            {article.published && <HelpfulVote article={article} />}
          </article>
          <aside aria-labelledby="kb-related" className="card p-5">
            <h2 id="kb-related" className="mb-2 font-semibold">
              {t('knowledge.related')}
            </h2>
            {related.length > 0 ? <ArticleList articles={related} lang={lang} canManage={canManage} /> : <p className="text-sm text-muted">{t('knowledge.noRelated')}</p>}
          </aside>
        </div>
      </div>
    </>
  )
}
