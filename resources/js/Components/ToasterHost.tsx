import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toasterStore } from '@/lib/toast'

const AppToaster = lazy(() => import('./AppToaster'))

/**
 * Mounts sonner's single <Toaster> the first time a toast is requested
 * (sonner replays toasts created before its Toaster subscribed).
 */
export default function ToasterHost() {
  const needed = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, () => false)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
