import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] })
  return () => observer.disconnect()
}

const read = (): 'rtl' | 'ltr' => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr')

/** The page's direction, from <html dir> (the customizer flips it); re-renders when it changes. */
export function useDirection(): 'rtl' | 'ltr' {
  return useSyncExternalStore(subscribe, read, () => 'ltr')
}
