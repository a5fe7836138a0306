import { router, usePage } from '@inertiajs/react'
import { useId } from 'react'
import { showFlash } from '@/lib/flash'
import { chooseLanguage, isLanguage, LANGUAGES, useTranslation, type LanguageCode, type PageLanguage } from '@/lib/i18n'

/**
 * Native select: small, accessible, and works the same in every layout. The
 * choice switches the page at once and is saved by the server: in this
 * browser, and on the account when someone is signed in (lib/i18n chooseLanguage).
 */
export default function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const signedIn = Boolean((usePage().props.auth as { user?: unknown } | undefined)?.user)
  // Once saved, the page's own language prop says the choice too: a partial
  // reload later (a live update) keeps the props it was not asked for, and
  // must not bring the former language back.
  const choose = (code: LanguageCode) =>
    chooseLanguage(code)
      .then(() => router.replaceProp('language', { code, source: signedIn ? 'account' : 'browser' } satisfies PageLanguage))
      .catch(() => showFlash({ error: 'common.languageNotSaved' }))
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void choose(e.target.value)
        }}
        className="cursor-pointer rounded-md border border-line bg-surface py-1.5 ps-2.5 pe-8 text-sm text-heading focus:border-primary focus:outline-none"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  )
}
