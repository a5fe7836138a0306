import '../css/app.css'

import { createInertiaApp, router, type ResolvedComponent } from '@inertiajs/react'
import { createRoot } from 'react-dom/client'
import ToasterHost from './Components/ToasterHost'
import { showFlash } from './lib/flash'
import { adoptStoredChoice, followPageLanguage, initI18n } from './lib/i18n'
import { bootLayout } from './lib/layoutBoot'
import { importNamedPage } from './lib/pageChunk'
import type { SharedProps } from './lib/types'

type PageModule = { default: ResolvedComponent }

// The pages with a layout of their own: auth, misc, and the public forms /rejoindre and /contact.
const ownLayout = (name: string) => /^(Auth|Misc|Public)\//.test(name)

// One lazily loaded chunk per page. The first page's is named by the server in
// the document (see ./lib/pageChunk); the map of every page is a chunk of its
// own, fetched when the first Inertia visit starts (alongside its request) or
// the first page the document does not name is needed. So no page costs the
// sign-in page anything.
let pages: Promise<Record<string, () => Promise<PageModule>>> | null = null
const loadPages = () => (pages ??= import('./appPages').then((m) => m.default))

// The default layout (menu, navbar) is a chunk of its own: auth, misc and public
// pages set their own blank layout and never load it.
const loadAppLayout = () => import('./Layouts/AppLayout')

// The customizer's stored settings (skin, direction…) on <html> before the first render.
bootLayout()

// Translations load in parallel with the first page chunk, in the language the
// server wrote in <html lang> (the page's), so the first paint is in it.
const i18nReady = initI18n()

// A page Back or Forward restores carries the language of its day: only pages
// the server sends now say which language to follow (after signing in, the account's).
let fromHistory = false
let firstPage = true
window.addEventListener('popstate', () => {
  fromHistory = true
  void loadPages()
})
router.on('start', () => {
  fromHistory = false
  void loadPages()
})

async function resolve(name: string, visited?: { props: Record<string, unknown> }): Promise<ResolvedComponent> {
  const own = ownLayout(name)
  // The layout starts loading at once, in parallel with the page's chunk.
  const layout = own ? null : loadAppLayout()
  const restored = fromHistory
  fromHistory = false
  // The page's language loads with its chunk, so the page never shows in the former one.
  const language = i18nReady.then(() => (restored ? undefined : followPageLanguage(visited?.props.language)))
  if (firstPage) {
    // A choice older versions kept in this browser is carried over once (see adoptStoredChoice).
    firstPage = false
    void language.then(() => adoptStoredChoice(visited?.props.language))
  }
  const named = importNamedPage<PageModule>(name)
  const importPage = named ? () => named : (await loadPages())[`./Pages/${name}.tsx`]
  if (!importPage) throw new Error(`Unknown page component: ${name}`)
  const [module] = await Promise.all([importPage(), language])
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
