import { Head, Link, router } from '@inertiajs/react'
import { Pencil, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import IconButton from '@/Components/IconButton'
import ArticleList from '@/Components/Knowledge/ArticleList'
import CategoryDialog from '@/Components/Knowledge/CategoryDialog'
import CategoryIcon from '@/Components/Knowledge/CategoryIcon'
import LangSwitch from '@/Components/Knowledge/LangSwitch'
import { kbHref, kbPaths, type KbCategory, type KbCommon, type KbSummary } from '@/Components/Knowledge/types'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'

interface IndexProps extends KbCommon {
  categories: KbCategory[]
  popular: KbSummary[]
  recent: KbSummary[]
  q: string
  results: KbSummary[] | null
  icons: string[]
  colors: string[]
}

/**
 * The knowledge base: a search over titles and texts, the categories as
 * cards (icon, colour, number of articles), then the most helpful and the
 * latest articles. Staff switch language, add articles and manage categories.
 */
export default function Index({ categories, popular, recent, q, results, icons, colors, lang, langs, canManage }: IndexProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(q)
  const [dialog, setDialog] = useState<{ category: KbCategory | null } | null>(null)
  const search = (value: string) => router.get(kbPaths.index, { ...(value.trim() ? { q: value.trim() } : {}), ...(canManage ? { lang } : {}) }, { preserveState: true })
  return (
    <>
      <Head title={t('knowledge.title')} />
      <div className="grid gap-6">
        <section className="card relative overflow-hidden bg-primary/10 px-5 py-10 text-center sm:px-10">
          <h1 className="text-2xl font-semibold text-primary-text sm:text-3xl">{t('knowledge.hero')}</h1>
          <p className="mx-auto mt-2 max-w-xl text-text">{t('knowledge.heroText')}</p>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault()
              search(text)
            }}
            className="relative mx-auto mt-6 max-w-xl"
          >
            <Search className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input type="search" value={text} onChange={(e) => setText(e.target.value)} aria-label={t('knowledge.search')} placeholder={t('knowledge.searchPlaceholder')} className="form-input bg-surface! py-3 ps-11" />
          </form>
        </section>

        {canManage && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <LangSwitch lang={lang} langs={langs} path={kbPaths.index} />
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-outline" onClick={() => setDialog({ category: null })}>
                <Plus className="size-4" aria-hidden="true" />
                {t('knowledge.newCategory')}
              </button>
              <Link href={kbHref(kbPaths.newArticle, lang, true)} className="btn-primary">
                <Plus className="size-4" aria-hidden="true" />
                {t('knowledge.newArticle')}
              </Link>
            </div>
          </div>
        )}

        {results && (
          <section aria-labelledby="kb-results" className="card p-5 sm:p-6">
            <h2 id="kb-results" className="mb-2 text-lg font-semibold">
              {tCount('knowledge.results', results.length, { q })}
            </h2>
            {results.length > 0 ? <ArticleList articles={results} lang={lang} canManage={canManage} showCategory excerpts /> : <p className="text-muted">{t('knowledge.noResults')}</p>}
          </section>
        )}

        <section aria-label={t('knowledge.categories')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((c) => (
            <article key={c.id} className="card relative flex flex-col gap-3 p-5">
              <div className="flex items-start gap-3">
                <CategoryIcon icon={c.icon} color={c.color} />
                <div className="min-w-0 flex-1">
                  <h2 className="text-lg font-semibold">
                    <Link href={kbHref(kbPaths.category(c.slug), lang, canManage)} className="hover:text-primary-text">
                      {c.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">{tCount('knowledge.articleCount', c.articleCount)}</p>
                </div>
                {canManage && (
                  <IconButton label={t('knowledge.editCategory', { title: c.title })} icon={Pencil} onClick={() => setDialog({ category: c })} />
                )}
              </div>
              {c.description && <p className="text-sm">{c.description}</p>}
            </article>
          ))}
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          {[
            { id: 'kb-popular', title: t('knowledge.popular'), list: popular },
            { id: 'kb-recent', title: t('knowledge.recent'), list: recent },
          ].map((s) => (
            <section key={s.id} aria-labelledby={s.id} className="card p-5 sm:p-6">
              <h2 id={s.id} className="mb-2 text-lg font-semibold">
                {s.title}
              </h2>
              {s.list.length > 0 ? <ArticleList articles={s.list} lang={lang} canManage={canManage} showCategory /> : <p className="text-muted">{t('knowledge.empty')}</p>}
            </section>
          ))}
        </div>
      </div>
      {dialog && <CategoryDialog open category={dialog.category} lang={lang} icons={icons} colors={colors} onClose={() => setDialog(null)} />}
    </>
  )
}
