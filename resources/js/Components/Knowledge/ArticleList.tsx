import { Link } from '@inertiajs/react'
import { ChevronRight, EyeOff, ThumbsUp } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { formatDate } from '@/lib/format'
import { tCount } from '@/lib/plural'
import { kbHref, kbPaths, type KbLang, type KbSummary } from './types'

interface ArticleListProps {
  articles: KbSummary[]
  lang: KbLang
  canManage: boolean
  /** Show each article's category (a list across categories). */
  showCategory?: boolean
  /** Show the excerpt under the title. */
  excerpts?: boolean
}

/** Articles as links, each with its draft mark for staff, helpful count and last update. */
export default function ArticleList({ articles, lang, canManage, showCategory = false, excerpts = false }: ArticleListProps) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y divide-line">
      {articles.map((a) => (
        <li key={a.id}>
          <Link href={kbHref(kbPaths.article(a.category, a.slug), lang, canManage)} className="group flex items-start gap-3 py-3 hover:text-primary-text">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-heading group-hover:text-primary-text">
                {a.title}
                {!a.published && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-heading">
                    <EyeOff className="size-3 text-warning" aria-hidden="true" />
                    {t('knowledge.draft')}
                  </span>
                )}
              </p>
              {excerpts && a.excerpt && <p className="mt-0.5 text-sm text-muted">{a.excerpt}</p>}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
                {showCategory && <span>{a.categoryTitle}</span>}
                <span>{t('knowledge.updatedOn', { date: formatDate(a.updatedAt) })}</span>
                {a.helpful > 0 && (
                  <span className="inline-flex items-center gap-1">
                    <ThumbsUp className="size-3" aria-hidden="true" />
                    {tCount('knowledge.helpfulCount', a.helpful)}
                  </span>
                )}
              </p>
            </div>
            <ChevronRight className="mt-1 size-4 shrink-0 text-muted rtl:rotate-180" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
