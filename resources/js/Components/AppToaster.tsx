import { useSyncExternalStore } from 'react'
import { Toaster } from 'sonner'

type Skin = 'light' | 'dark'

function readSkin(): Skin {
  return document.documentElement.dataset.skin === 'dark' ? 'dark' : 'light'
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] })
  return () => observer.disconnect()
}

/**
 * The single sonner Toaster; follows html[data-skin]. Newest toast on top,
 * below the navbar so it never covers the user menu or the language switch.
 */
export default function AppToaster() {
  const skin = useSyncExternalStore(subscribe, readSkin, () => 'light' as Skin)
  return <Toaster richColors position="top-right" closeButton theme={skin} offset={{ top: '5.5rem', right: '1.5rem', left: '1.5rem' }} />
}
