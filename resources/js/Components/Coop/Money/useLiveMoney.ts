import { reloadSoon, useRealtime } from '@/lib/realtime'

/**
 * Keeps a page's money props current while it is open: when a colleague
 * requests, approves or cancels a movement (the server's "dashboard.changed",
 * sent after each write to what the dashboard counts), `props` are reloaded,
 * a burst of events making one request.
 */
export function useLiveMoney(props: string[]) {
  useRealtime('dashboard.changed', () => reloadSoon(props))
}
