import { router, usePage } from '@inertiajs/react'
import { useEffect, useRef } from 'react'

/**
 * Content is written per language: once the reader's new UI language is saved
 * (the page's `language` prop then changes, while the page itself stays),
 * the content props are asked again, so that they read in it too.
 */
export function useContentLanguage(only: string[]) {
  const code = (usePage().props.language as { code?: string } | undefined)?.code ?? ''
  const shown = useRef(code)
  const props = only.join(',')
  useEffect(() => {
    if (shown.current === code) return
    shown.current = code
    router.reload({ only: props.split(',') })
  }, [code, props])
}
