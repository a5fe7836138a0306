import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { router, usePage } from '@inertiajs/react'
import { Bell, CheckCheck, ChevronDown } from 'lucide-react'
import { message } from '@/lib/flash'
import { postJSON } from '@/lib/http'
import { useTranslation } from '@/lib/i18n'
import { tCount } from '@/lib/plural'
import { timeAgo } from '@/lib/time'
import { toast } from '@/lib/toast'
import type { NotificationItem } from '@/lib/types'
import { iconOf, useOlderNotifications } from './notifications'
import Pill from './Pill'
import { countBadge, dropdownPanel, navButton } from './styles'

const READ_URL = '/api/notifications/read'

/** Reloads the props that carry unread counts (the badge here, the e-mail badge in the menu). */
function reloadCounts() {
  router.reload({ only: ['notifications', 'menu'] })
}

const EMPTY: NotificationItem[] = []

/**
 * The user's notifications (`notifications` prop): unread count, the latest
 * ten, older ones on demand ("load more"), "mark all as read".
 */
export default function NotificationsDropdown() {
  const { t, i18n } = useTranslation()
  const notifications = usePage().props.notifications
  const older = useOlderNotifications(notifications?.items ?? EMPTY, notifications?.hasMore ?? false)
  if (!notifications) return null
  const { unread } = notifications
  const { items } = older

  const markAllRead = async () => {
    try {
      await postJSON(READ_URL, {})
      older.read()
      reloadCounts()
    } catch {
      void toast.error(t('notifications.failed'))
    }
  }

  // Marks it read, then opens its link.
  const openItem = async (item: NotificationItem, close: () => void) => {
    close()
    try {
      if (!item.read) await postJSON(READ_URL, { id: item.id })
      older.read(item.id)
    } catch {
      // still open the link; the badge catches up on the next visit
    }
    if (item.link) router.visit(item.link)
    else reloadCounts()
  }

  return (
    <Popover className="relative">
      <PopoverButton className={navButton} aria-label={tCount('notifications.button', unread)}>
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span aria-hidden="true" className={countBadge}>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel transition className={`${dropdownPanel} w-88`}>
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
              <h2 className="text-base font-semibold">{t('notifications.title')}</h2>
              {unread > 0 && <Pill>{tCount('notifications.new', unread)}</Pill>}
            </div>
            {items.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-muted">{t('notifications.empty')}</p>
            ) : (
              <ul className="max-h-96 divide-y divide-line overflow-y-auto">
                {items.map((item) => (
                  <li key={item.id}>
                    <NotificationRow item={item} lang={i18n.language} onOpen={() => void openItem(item, close)} />
                  </li>
                ))}
                {older.hasMore && (
                  <li>
                    <button
                      type="button"
                      onClick={() => void older.more()}
                      disabled={older.loading}
                      className="flex w-full cursor-pointer items-center justify-center gap-1.5 px-4 py-2.5 text-sm font-medium text-primary hover:bg-surface-alt disabled:opacity-60"
                    >
                      <ChevronDown className="size-4" aria-hidden="true" />
                      {older.loading ? t('notifications.loading') : t('notifications.loadMore')}
                    </button>
                    {older.failed && (
                      <p role="alert" className="px-4 pb-2 text-center text-xs text-danger">
                        {t('notifications.failed')}
                      </p>
                    )}
                  </li>
                )}
              </ul>
            )}
            <div className="border-t border-line p-3">
              <button type="button" onClick={() => void markAllRead()} disabled={unread === 0} className="btn-primary w-full py-2">
                <CheckCheck className="size-4" aria-hidden="true" />
                {t('notifications.markAllRead')}
              </button>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  )
}

/** One notification: its kind's icon, title and body in the reader's language, how long ago, unread dot. */
function NotificationRow({ item, lang, onOpen }: { item: NotificationItem; lang: string; onOpen: () => void }) {
  const { t } = useTranslation()
  const Icon = iconOf(item)
  return (
    <button type="button" onClick={onOpen} className="flex w-full cursor-pointer items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-surface-alt">
      <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={`block text-sm text-heading ${item.read ? '' : 'font-semibold'}`}>{message(item.title)}</span>
        <span className="line-clamp-2 block text-sm text-text">{message(item.body)}</span>
        <time dateTime={item.createdAt} className="mt-0.5 block text-xs text-muted">
          {timeAgo(item.createdAt, lang)}
        </time>
      </span>
      {!item.read && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </button>
  )
}
