import { SearchInput } from '@/Components/DataTable'
import { useTranslation } from '@/lib/i18n'

/** The FAQ's banner: its title, a line of help, and the search over questions and answers. */
export default function FaqHeader({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation()
  return (
    <section className="card relative overflow-hidden bg-primary/8 px-6 py-10 text-center">
      <h1 className="text-2xl font-semibold text-heading">{t('faq.heading')}</h1>
      <p className="mx-auto mt-2 max-w-xl text-text">{t('faq.intro')}</p>
      <SearchInput value={q} onSearch={onSearch} label={t('faq.search')} placeholder={t('faq.searchPlaceholder')} className="mx-auto mt-6 max-w-lg" />
    </section>
  )
}
