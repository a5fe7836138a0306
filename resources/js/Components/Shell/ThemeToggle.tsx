import { Moon, Sun } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { toggleDark, useLayout } from '@/lib/layout'
import { navButton } from './styles'

/** Flips the skin between dark and the light skin used before. */
export default function ThemeToggle() {
  const { t } = useTranslation()
  const dark = useLayout().skin === 'dark'
  const label = dark ? t('nav.lightMode') : t('nav.darkMode')
  const Icon = dark ? Sun : Moon
  return (
    <button type="button" onClick={toggleDark} className={navButton} aria-label={label} title={label}>
      <Icon className="size-5" aria-hidden="true" />
    </button>
  )
}
