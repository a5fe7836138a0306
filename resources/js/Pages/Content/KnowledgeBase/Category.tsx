import { Head, Link } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import ArticleList from '@/Components/Knowledge/ArticleList'
import CategoryIcon from '@/Components/Knowledge/CategoryIcon'
import Breadcrumbs from '@/Components/Shop/Breadcrumbs'
import { kbHref, kbPaths, type KbCategory, type KbCommon, type KbSummary } from '@/Components/Knowledge/types'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

interface CategoryProps extends KbCommon {
  category: KbCategory
  articles: KbSummary[]
}

/** A category of the knowledge base and its articles (drafts too, for staff). */
export default function Category({ category, articles, lang, canManage }: CategoryProps) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={category.title} />
      <div className="grid gap-6">
        <Breadcrumbs items={[{ label: t('knowledge.title'), href: kbHref(kbPaths.index, lang, canManage) }, { label: category.title }]} />
        <section className="card p-5 sm:p-6">
          <div className="mb-4 flex flex-wrap items-start gap-4">
            <CategoryIcon icon={category.icon} color={category.color} size="lg" />
            <div className="min-w-0 flex-1">
              <h1 className="text-2xl font-semibold">{category.title}</h1>
              {category.description && <p className="mt-1 text-muted">{category.description}</p>}
              <p className="mt-1 text-sm text-muted">{tCount('knowledge.articleCount', category.articleCount)}</p>
            </div>
            {canManage && (
              <Link href={kbHref(`${kbPaths.newArticle}?category=${category.id}`, lang, true)} className="btn-primary">
                <Plus className="size-4" aria-hidden="true" />
                {t('knowledge.newArticle')}
              </Link>
            )}
          </div>
          {articles.length > 0 ? <ArticleList articles={articles} lang={lang} canManage={canManage} excerpts /> : <p className="text-muted">{t('knowledge.empty')}</p>}
        </section>
      </div>
    </>
  )
}
