import { router, usePage } from '@inertiajs/react'
import { useEffect, useRef } from 'react'
import { hasOpenChat, isViewingChat } from '@/lib/chatViewing'
import { message as text } from '@/lib/flash'
import { useTranslation } from '@/lib/i18n'
import { connect, disconnect, reconnect, reloadSoon, useRealtime } from '@/lib/realtime'
import { truncate } from '@/lib/text'
import type { SharedProps } from '@/lib/types'
import { notify } from '@/lib/toast'

/** The props an e-mail page reloads when mail arrives, beside the shell's. */
const EMAIL_PROPS = ['emails', 'emailsMeta', 'hasMore']

/** The props of the shop's pages that show what is in one's cart (isInCart), reloaded when it changes. */
const CART_PROPS: Record<string, string[]> = {
  'Apps/Ecommerce/Shop': ['products'],
  'Apps/Ecommerce/Product': ['product', 'related'],
  'Apps/Ecommerce/Wishlist': ['wishlist'],
}

/** The props of one's orders pages, reloaded when staff move an order. */
const ORDER_PROPS: Record<string, string[]> = {
  'Apps/Ecommerce/Orders': ['orders'],
  'Apps/Ecommerce/Order': ['order'],
}

const hidden = () => document.visibilityState === 'hidden'

/** The contact whose chat a notification's link opens (/apps/chat?contact=…), or null. */
function chatOf(link: string): number | null {
  const m = /^\/apps\/chat\?contact=(\d+)$/.exec(link)
  return m ? Number(m[1]) : null
}
const deferred = new Set<string>()

/**
 * A partial reload of the shell's props. Not while a hidden tab shows a chat:
 * reloading its URL (/apps/chat?contact=…) opens that chat on the server,
 * which would mark new messages read unseen; it waits until the tab shows.
 */
function reloadShell(props: string[]) {
  if (hidden() && hasOpenChat()) props.forEach((p) => deferred.add(p))
  else reloadSoon(props)
}

/**
 * The signed-in user's live events on every page of the shell: opens the
 * stream for as long as it is mounted, and turns new mail, chat messages and
 * notifications into toasts and partial reloads of the shell's counts.
 */
export default function RealtimeBridge({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const { url, component, props } = usePage<SharedProps>()
  // Only the first page's value counts: later ones arrive after the stream is open.
  const since = useRef(String(props.realtime?.lastEventId ?? ''))

  useEffect(() => {
    connect('/events', userId, since.current)
    return () => disconnect()
  }, [userId])

  // Refused earlier (a deploy, a proxy error)? Try again once per visit.
  useEffect(() => reconnect(), [url])

  // The server ended the session for a reason (an admin suspended the account): the sign-in page says it.
  useRealtime('signout', (event) => {
    if (event.reason) router.visit(`/login?reason=${encodeURIComponent(event.reason)}`)
  })

  useEffect(() => {
    const onVisible = () => {
      if (hidden() || deferred.size === 0) return
      reloadSoon([...deferred])
      deferred.clear()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [])

  useRealtime('mail.new', (mail) => {
    reloadShell(component === 'Apps/Email/Index' ? ['menu', 'notifications', ...EMAIL_PROPS] : ['menu', 'notifications'])
    const name = mail.from.name || mail.from.email
    void notify('info', t('realtime.mail', { name, subject: mail.subject || t('email.noSubject') }), {
      id: `mail-${mail.id}`,
      action: { label: t('realtime.open'), onClick: () => router.visit('/apps/email') },
    })
  })

  useRealtime('chat.message', (event) => {
    // One's own message (from another tab), or one the user is reading: nothing to announce.
    if (event.message.senderId === userId || isViewingChat(event.contactId)) return
    reloadShell(['menu'])
    if (!event.notify) return
    void notify('message', t('realtime.chat', { name: event.sender.fullName, message: truncate(event.message.message, 80) }), {
      // A newer message of the same person replaces the toast.
      id: `chat-${event.contactId}`,
      action: { label: t('realtime.reply'), onClick: () => router.visit(`/apps/chat?contact=${event.contactId}`) },
    })
  })

  // The unseen count changed if another tab of the user's read a chat (or, needlessly, if a contact read one).
  useRealtime('chat.seen', () => reloadShell(['menu']))

  useRealtime('notification', (item) => {
    reloadShell(['notifications'])
    const link = item.link
    // A mention in a chat replaces that chat's message toast (same id), and says nothing over the chat on screen.
    const chat = chatOf(link)
    if (chat !== null && isViewingChat(chat)) return
    // Its news came by its own event (a new mail's toast): it only waits in the bell.
    if (item.quiet) return
    void notify('info', text(item.title), {
      id: chat !== null ? `chat-${chat}` : `notification-${item.id}`,
      description: text(item.body),
      action: link ? { label: t('realtime.open'), onClick: () => router.visit(link) } : undefined,
    })
  })

  // The cart changed (here, in another tab, at checkout): the navbar's count and the shop page's marks.
  useRealtime('cart.changed', () => reloadShell(['cart', ...(CART_PROPS[component] ?? [])]))

  useRealtime('order.changed', (event) => {
    const pageProps = ORDER_PROPS[component]
    if (pageProps) reloadShell(pageProps)
    const link = `/apps/ecommerce/orders/${encodeURIComponent(event.number)}`
    void notify('info', t('shop.realtime.order', { number: event.number, status: t(`shop.orderStatus.${event.status}`) }), {
      id: `order-${event.number}`,
      action: { label: t('realtime.open'), onClick: () => router.visit(link) },
    })
  })

  return null
}
