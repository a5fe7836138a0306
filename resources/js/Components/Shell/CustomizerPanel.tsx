import { Dialog, DialogPanel, DialogTitle, DialogBackdrop } from '@headlessui/react'
import { RotateCcw, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import { LAYOUT_OPTIONS, resetLayout, setLayout, useLayout, type LayoutSettings } from '@/lib/layout'
import { Choice, SkinPreview, Swatches, Toggle, WidthPreview } from './CustomizerControls'

/** Navbar colours as the customizer shows them (the navbar itself takes them from app.css). */
const NAVBAR_COLORS: Record<LayoutSettings['navbarColor'], string> = {
  white: '#ffffff',
  primary: '#6658e6',
  success: '#1a7f45',
  danger: '#d03032',
  info: '#00788f',
  warning: '#a35f00',
  dark: '#2f3349',
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 border-b border-line px-6 py-5 last:border-b-0">
      <h3 className="inline-block rounded-md bg-primary/10 px-2 py-0.5 text-xs font-semibold tracking-wide text-primary-text uppercase">{title}</h3>
      {children}
    </section>
  )
}

/** The customizer's settings: skin, colours, widths, menu, navbar, footer, direction, transitions. */
function CustomizerSettings() {
  const { t } = useTranslation()
  const s = useLayout()
  const options = <K extends keyof typeof LAYOUT_OPTIONS>(key: K) =>
    (LAYOUT_OPTIONS[key] as readonly string[] as readonly LayoutSettings[K][]).map((value) => ({ value, label: t(`customizer.${key}.${value}`) }))

  return (
    <>
      <Section title={t('customizer.theming')}>
        <Choice
          label={t('customizer.skin.label')}
          value={s.skin}
          onChange={(skin) => setLayout({ skin })}
          columns={2}
          options={options('skin').map((o) => ({ ...o, preview: <SkinPreview skin={o.value} /> }))}
        />
        <Swatches
          label={t('customizer.navbarColor.label')}
          value={s.navbarColor}
          onChange={(navbarColor) => setLayout({ navbarColor })}
          options={options('navbarColor').map((o) => ({ ...o, color: NAVBAR_COLORS[o.value] }))}
        />
      </Section>
      <Section title={t('customizer.layout')}>
        <Choice
          label={t('customizer.contentWidth.label')}
          value={s.contentWidth}
          onChange={(contentWidth) => setLayout({ contentWidth })}
          columns={2}
          options={options('contentWidth').map((o) => ({ ...o, preview: <WidthPreview boxed={o.value === 'boxed'} /> }))}
        />
        <div className="space-y-3">
          <Toggle label={t('customizer.menuCollapsed')} checked={s.menuCollapsed} onChange={(menuCollapsed) => setLayout({ menuCollapsed })} />
          <Toggle label={t('customizer.menuHidden')} checked={s.menuHidden} onChange={(menuHidden) => setLayout({ menuHidden })} />
          <Toggle label={t('customizer.rtl')} checked={s.isRTL} onChange={(isRTL) => setLayout({ isRTL })} />
          <Toggle label={t('customizer.scrollToTop')} checked={s.scrollToTop} onChange={(scrollToTop) => setLayout({ scrollToTop })} />
        </div>
        <Choice label={t('customizer.navbarType.label')} value={s.navbarType} onChange={(navbarType) => setLayout({ navbarType })} columns={4} options={options('navbarType')} />
        <Choice label={t('customizer.footerType.label')} value={s.footerType} onChange={(footerType) => setLayout({ footerType })} options={options('footerType')} />
        <Choice label={t('customizer.transition.label')} value={s.transition} onChange={(transition) => setLayout({ transition })} columns={4} options={options('transition')} />
      </Section>
    </>
  )
}

/** The customizer's drawer (Headless UI Dialog), from the screen's end. */
export default function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-60">
      <DialogBackdrop transition className="fixed inset-0 bg-heading/30 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none" />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-full max-w-sm flex-col bg-surface text-text shadow-card transition duration-200 ease-out data-closed:translate-x-full motion-reduce:transition-none rtl:data-closed:-translate-x-full"
      >
        <div className="flex items-start gap-3 border-b border-line px-6 py-4">
          <div className="flex-1">
            <DialogTitle className="text-lg font-semibold text-heading">{t('customizer.title')}</DialogTitle>
            <p className="text-sm text-muted">{t('customizer.subtitle')}</p>
          </div>
          <button type="button" onClick={resetLayout} className="btn-ghost rounded-full p-2" aria-label={t('customizer.reset')} title={t('customizer.reset')}>
            <RotateCcw className="size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={onClose} className="btn-ghost rounded-full p-2" aria-label={t('customizer.close')}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <CustomizerSettings />
        </div>
      </DialogPanel>
    </Dialog>
  )
}
