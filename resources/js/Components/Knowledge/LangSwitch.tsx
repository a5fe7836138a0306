import { router } from '@inertiajs/react'
import { useTranslation } from '@/lib/i18n'
import type { KbLang } from './types'

/** Staff choose which language's knowledge base they browse and edit. */
export default function LangSwitch({ lang, langs, path }: { lang: KbLang; langs: KbLang[]; path: string }) {
  const { t } = useTranslation()
  return (
    <div role="group" aria-label={t('knowledge.language')} className="inline-flex overflow-hidden rounded-md border border-line">
      {langs.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={l === lang}
          onClick={() => router.get(path, { lang: l })}
          className={`px-3 py-1.5 text-sm font-medium ${l === lang ? 'bg-primary-solid text-on-primary' : 'bg-surface text-text hover:bg-surface-alt'}`}
        >
          {t(`knowledge.langs.${l}`)}
        </button>
      ))}
    </div>
  )
}
