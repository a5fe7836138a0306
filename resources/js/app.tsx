import '../css/app.css'

import { createInertiaApp, router, type ResolvedComponent } from '@inertiajs/react'
import { createRoot } from 'react-dom/client'
import ToasterHost from './Components/ToasterHost'
import { showFlash } from './lib/flash'
import { initI18n } from './lib/i18n'
import { bootLayout } from './lib/layoutBoot'
import type { SharedProps } from './lib/types'

type PageModule = { default: ResolvedComponent }

// One lazily loaded chunk per page.
const pages = import.meta.glob<PageModule>(['./Pages/**/*.tsx', '!./Pages/**/*.test.tsx'])

// The default layout (menu, navbar) is a chunk of its own: auth and misc pages
// set their own blank layout and never load it.
const loadAppLayout = () => import('./Layouts/AppLayout')
const ownLayout = (name: string) => name.startsWith('Auth/') || name.startsWith('Misc/')

// The customizer's stored settings (skin, direction…) on <html> before the first render.
bootLayout()

// Translations load in parallel with the first page chunk.
const i18nReady = initI18n()

async function resolve(name: string): Promise<ResolvedComponent> {
  const importPage = pages[`./Pages/${name}.tsx`]
  if (!importPage) throw new Error(`Unknown page component: ${name}`)
  const layout = ownLayout(name) ? null : loadAppLayout()
  const [module] = await Promise.all([importPage(), i18nReady])
  const page = module.default
  if (page.layout === undefined) page.layout = (await (layout ?? loadAppLayout())).default
  return page
}

// Server flash (Inertia v3: page.flash) → toasts. Fired on the first load and after each visit.
router.on('flash', (event) => void showFlash(event.detail.flash))

// Partage has no service worker any more: remove any left from older versions.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((registrations) => registrations.forEach((r) => void r.unregister()))
  .catch(() => undefined)

void createInertiaApp<SharedProps>({
  id: 'app',
  resolve,
  title: (title, page) => {
    const appName = (page.props as Partial<SharedProps>).app?.name ?? 'Partage'
    return title ? `${title} | ${appName}` : appName
  },
  progress: { color: '#7367F0' },
  setup({ el, App, props }) {
    createRoot(el).render(
      <>
        <App {...props} />
        <ToasterHost />
      </>,
    )
  },
})
