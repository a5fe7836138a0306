import { Languages } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import type { ContentLang } from './types'

interface LangSwitchProps {
  value: ContentLang
  langs: readonly ContentLang[]
  onChange: (lang: ContentLang) => void
}

/** The staff's choice of the language they write the content in (French or English). */
export default function LangSwitch({ value, langs, onChange }: LangSwitchProps) {
  const { t } = useTranslation()
  return (
    <div role="group" aria-label={t('faq.editLang')} className="inline-flex items-center gap-1 rounded-md border border-line bg-surface p-1">
      <Languages className="ms-1 size-4 text-muted" aria-hidden="true" />
      {langs.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={value === l}
          onClick={() => value !== l && onChange(l)}
          className="cursor-pointer rounded px-2.5 py-1 text-sm font-medium text-text transition-colors hover:bg-primary/10 aria-pressed:bg-primary-solid aria-pressed:text-on-primary"
        >
          {t(`faq.langs.${l}`)}
        </button>
      ))}
    </div>
  )
}
