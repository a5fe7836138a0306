import { Bell, CalendarDays, type LucideIcon, MessageCircle, Receipt, SquareCheck } from 'lucide-react'
import { useCallback, useState } from 'react'
import { getJSON } from '@/lib/http'
import type { NotificationItem } from '@/lib/types'

/** What GET /api/notifications?before=… answers: older notifications, newest first. */
export interface NotificationsPage {
  items: NotificationItem[]
  unread: number
  hasMore: boolean
}

/** How many older notifications one "load more" asks for. */
export const MORE_LIMIT = 10

/** The URL of the notifications older than the oldest of `shown`. */
export function olderURL(shown: NotificationItem[], limit = MORE_LIMIT): string {
  const oldest = shown.reduce((min, n) => Math.min(min, n.id), Number.MAX_SAFE_INTEGER)
  return shown.length === 0 ? `/api/notifications?limit=${limit}` : `/api/notifications?before=${oldest}&limit=${limit}`
}

/**
 * The bell's list: the first page (the shared prop, kept fresh by the server)
 * and the older ones loaded since, each once (the first page's copy wins), newest first.
 */
export function mergeNotifications(first: NotificationItem[], older: NotificationItem[]): NotificationItem[] {
  const seen = new Set(first.map((n) => n.id))
  const rest = older.filter((n) => !seen.has(n.id))
  return [...first, ...rest].sort((a, b) => b.id - a.id)
}

/** The items with `id` (or all, when id is undefined) read. */
export function markRead(items: NotificationItem[], id?: number): NotificationItem[] {
  return items.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n))
}

/** The icon of a notification, from its key: task, event, invoice, chat, or the bell. */
export function iconOf(item: NotificationItem): LucideIcon {
  const key = typeof item.title === 'string' ? item.title : item.title.key
  if (key.startsWith('notifications.task')) return SquareCheck
  if (key.startsWith('notifications.event')) return CalendarDays
  if (key.startsWith('notifications.invoice')) return Receipt
  if (key.startsWith('notifications.chat')) return MessageCircle
  return Bell
}

/**
 * The older notifications the user asked to see, beside the first page:
 * `more()` loads the next ones; `read(id?)` marks one (or all) read here too.
 */
export function useOlderNotifications(first: NotificationItem[], firstHasMore: boolean) {
  const [older, setOlder] = useState<NotificationItem[]>([])
  const [hasMore, setHasMore] = useState<boolean | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const items = mergeNotifications(first, older)

  const more = useCallback(async () => {
    setLoading(true)
    setFailed(false)
    try {
      const page = await getJSON<NotificationsPage>(olderURL(items))
      // The first page as it is now stays too: a newer notification arriving later would push its last one out.
      setOlder((o) => mergeNotifications(o, [...first, ...page.items]))
      setHasMore(page.hasMore)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [items, first])

  const read = useCallback((id?: number) => setOlder((o) => markRead(o, id)), [])

  return { items, hasMore: hasMore ?? firstHasMore, loading, failed, more, read }
}
