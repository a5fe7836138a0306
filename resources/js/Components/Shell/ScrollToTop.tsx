import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { prefersReducedMotion } from '@/lib/media'

/** How far down the page (px) the button appears. */
const THRESHOLD = 400

/** A round button back to the top, shown once the page is scrolled. */
export default function ScrollToTop() {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  if (!shown) return null
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      aria-label={t('nav.scrollTop')}
      title={t('nav.scrollTop')}
      className="fixed end-6 bottom-20 z-30 inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-primary-solid text-on-primary shadow-card transition-colors hover:bg-primary-solid-hover"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  )
}
