import { useEffect, useState } from 'react'
import { notify } from '@/lib/toast'

/**
 * Copying a text to the clipboard, as the copy buttons do it: `copied` is true
 * for two seconds after a copy; a refusal of the browser is told in a toast
 * with `failed` (a translated text).
 */
export function useCopy(text: string, failed: string): { copied: boolean; copy: () => void } {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const id = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(id)
  }, [copied])
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => void notify('error', failed),
    )
  }
  return { copied, copy }
}
