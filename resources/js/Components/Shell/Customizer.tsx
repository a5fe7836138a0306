import { Settings } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '@/lib/i18n'

// The drawer's code (Headless UI Dialog, radio groups, switches) loads on the first click.
const loadPanel = () => import('./CustomizerPanel')
const CustomizerPanel = lazy(loadPanel)

/** The gear on the screen's edge and the customizer drawer it opens. */
export default function Customizer() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        title={t('customizer.open')}
        className="group fixed end-0 top-1/2 z-40 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-s-lg bg-primary-solid text-on-primary shadow-card transition-colors hover:bg-primary-solid-hover"
      >
        {/* The gear turns once on hover or focus, never on its own: an endless spin would repaint
            every page many times a second (a laptop's battery, a slow machine) and move for more
            than the 5 seconds WCAG 2.2.2 lets anything move without a way to stop it. */}
        <Settings
          className="size-5 motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:rotate-90 motion-safe:group-focus-visible:rotate-90"
          aria-hidden="true"
        />
      </button>
      {used && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
