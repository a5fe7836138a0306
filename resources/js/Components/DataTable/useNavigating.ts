import { router } from '@inertiajs/react'
import { useEffect, useState } from 'react'

/**
 * Whether a GET visit (another page, filter or sort of the list) has been
 * under way for more than `delay` ms: the table dims instead of flickering on
 * quick answers.
 */
export function useNavigating(delay = 150): boolean {
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let timer = 0
    const offStart = router.on('start', (event) => {
      // Writes are not navigation, and a live refresh (showProgress off) changes the rows in place.
      if (event.detail.visit.method !== 'get' || event.detail.visit.showProgress === false) return
      window.clearTimeout(timer)
      timer = window.setTimeout(() => setBusy(true), delay)
    })
    const offFinish = router.on('finish', () => {
      window.clearTimeout(timer)
      setBusy(false)
    })
    return () => {
      window.clearTimeout(timer)
      offStart()
      offFinish()
    }
  }, [delay])
  return busy
}
