import { Head, Link } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import ArticleEditor from '@/Components/Knowledge/ArticleEditor'
import LangSwitch from '@/Components/Knowledge/LangSwitch'
import { kbHref, kbPaths, type KbArticle, type KbCategory, type KbCommon } from '@/Components/Knowledge/types'
import { useTranslation } from '@/lib/i18n'

interface EditProps extends KbCommon {
  article: KbArticle | null
  categories: KbCategory[]
  categoryId: number
  limits: { title: number; slug: number; excerpt: number }
}

/** Staff write a new article or edit one, in the language they browse. */
export default function Edit({ article, categories, categoryId, limits, lang, langs }: EditProps) {
  const { t } = useTranslation()
  const title = article ? t('knowledge.editTitle', { title: article.title }) : t('knowledge.newTitle')
  const back = article ? kbHref(kbPaths.article(article.category, article.slug), lang, true) : kbHref(kbPaths.index, lang, true)
  return (
    <>
      <Head title={title} />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <Link href={back} className="link mb-1 inline-flex items-center gap-1.5 text-sm">
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('knowledge.back')}
            </Link>
            <h1 className="text-xl font-semibold text-heading">{title}</h1>
            <p className="text-sm text-muted">{t(`knowledge.langs.${lang}`)}</p>
          </div>
          {!article && <LangSwitch lang={lang} langs={langs} path={kbPaths.newArticle} />}
        </div>
        <ArticleEditor key={article?.id ?? `new-${lang}`} article={article} categories={categories} categoryId={categoryId} limits={limits} />
      </div>
    </>
  )
}
