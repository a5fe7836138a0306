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
        className="fixed end-0 top-1/2 z-40 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-s-lg bg-primary-solid text-on-primary shadow-card transition-colors hover:bg-primary-solid-hover"
      >
        <Settings className="size-5 motion-safe:animate-[spin_6s_linear_infinite]" aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
