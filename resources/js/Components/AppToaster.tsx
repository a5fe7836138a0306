import { useSyncExternalStore } from 'react'
import { Toaster } from 'sonner'

type Look = 'light' | 'dark' | 'light-rtl' | 'dark-rtl'

function readLook(): Look {
  const html = document.documentElement
  const skin = html.dataset.skin === 'dark' ? 'dark' : 'light'
  return html.dir === 'rtl' ? `${skin}-rtl` : skin
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin', 'dir'] })
  return () => observer.disconnect()
}

/**
 * The single sonner Toaster; follows html[data-skin] and html[dir] (top-left in
 * RTL). Newest toast on top, below the navbar so it never covers the user menu
 * or the language switch.
 */
export default function AppToaster() {
  const look = useSyncExternalStore(subscribe, readLook, () => 'light' as Look)
  const rtl = look.endsWith('-rtl')
  return (
    <Toaster
      richColors
      closeButton
      dir={rtl ? 'rtl' : 'ltr'}
      position={rtl ? 'top-left' : 'top-right'}
      theme={look.startsWith('dark') ? 'dark' : 'light'}
      offset={{ top: '5.5rem', right: '1.5rem', left: '1.5rem' }}
    />
  )
}
