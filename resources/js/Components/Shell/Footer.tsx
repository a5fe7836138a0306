import { usePage } from '@inertiajs/react'
import { Heart } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'
import { useLayout } from '@/lib/layout'

/** "© year Partage" and a word for the cooperative; static, sticky (stays at the bottom) or hidden. */
export default function Footer() {
  const { t } = useTranslation()
  const appName = usePage().props.app?.name ?? 'Partage'
  const { footerType } = useLayout()
  if (footerType === 'hidden') return null
  const sticky = footerType === 'sticky'
  return (
    <footer className={sticky ? 'sticky bottom-0 z-20 bg-surface shadow-card' : ''}>
      <div className="layout-container flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4 text-sm text-muted sm:px-6">
        <p>{t('nav.footer', { year: new Date().getFullYear(), app: appName })}</p>
        <p className="inline-flex items-center gap-1.5">
          <Heart className="size-4 fill-danger text-danger" aria-hidden="true" />
          {t('footer.madeFor')}
        </p>
      </div>
    </footer>
  )
}
