import { router } from '@inertiajs/react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { RealtimeEvents, RealtimeType } from './types'

/**
 * The signed-in user's live events: one EventSource per tab on GET /events
 * (Server-Sent Events), opened by the application layout, and a dispatcher by
 * event type.
 *
 * The browser reconnects by itself after a network failure, sending
 * Last-Event-ID so the server replays what was missed. When the server refuses
 * the stream (401 or 204 after sign-out, a proxy's 502…) the browser gives up
 * and so does this module: no retry loop; nor after the server's `signout`
 * event (the session ended). `reconnect()` tries once more (the layout calls
 * it after each visit while signed in), from the last event received: the
 * server replays what came after it (?lastEventId=).
 */

/** off: not wanted (signed out); connecting: opening or reopening; open: receiving; closed: refused by the server. */
export type RealtimeState = 'off' | 'connecting' | 'open' | 'closed'

type Handler = (data: unknown) => void

/** EventSource.CLOSED, spelled out so a test's fake needs no static constants. */
const CLOSED = 2

const handlers = new Map<string, Set<Handler>>()
const watchers = new Set<() => void>()
let source: EventSource | null = null
let listening = new Set<string>()
let wanted: string | null = null
let state: RealtimeState = 'off'
/** The id of the last event received, to resume from; kept while the same user connects again. */
let lastId = ''
let lastUser: number | undefined

function setState(next: RealtimeState) {
  if (state === next) return
  state = next
  watchers.forEach((w) => w())
}

function dispatch(event: MessageEvent) {
  if (event.lastEventId) lastId = event.lastEventId
  const set = handlers.get(event.type)
  if (!set || set.size === 0) return
  let data: unknown
  try {
    data = JSON.parse(String(event.data))
  } catch {
    return // not JSON: not one of ours
  }
  for (const handler of [...set]) {
    try {
      handler(data)
    } catch (err) {
      // One failing handler must not keep the event from the others.
      console.error(`realtime: ${event.type} handler`, err)
    }
  }
}

function listen(type: string) {
  if (!source || listening.has(type)) return
  listening.add(type)
  source.addEventListener(type, dispatch as EventListener)
}

function stop(es: EventSource) {
  es.close()
  source = null
  setState('closed')
}

function open() {
  if (!wanted || source || typeof EventSource === 'undefined') return
  const es = new EventSource(lastId ? `${wanted}${wanted.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastId)}` : wanted)
  source = es
  listening = new Set()
  for (const type of handlers.keys()) listen(type)
  // The session ended: the server closes the stream; the browser must not come back.
  es.addEventListener('signout', () => source === es && stop(es))
  setState('connecting')
  es.onopen = () => source === es && setState('open')
  es.onerror = () => {
    if (source !== es) return
    // Refused (signed out, or not an event stream): stop here. Otherwise the browser retries by itself.
    if (es.readyState === CLOSED) stop(es)
    else setState('connecting')
  }
}

/**
 * Opens the stream (once per tab; calling it again with the same url does
 * nothing). For the same user as before, it resumes after the last event seen;
 * for a new one, after `since` (the newest event when the page was made), so
 * what happened between the page and the stream is not lost.
 */
export function connect(url = '/events', user?: number, since = ''): void {
  if (wanted === url && source && user === lastUser) return
  disconnect()
  if (user !== lastUser) lastId = since
  lastUser = user
  wanted = url
  open()
}

/** Closes the stream: signed out, or the layout left. Reloads still waiting are dropped with it. */
export function disconnect(): void {
  clearTimeout(reloadTimer)
  pendingProps.clear()
  wanted = null
  source?.close()
  source = null
  listening = new Set()
  setState('off')
}

/** Opens the stream again if the server had refused it while it was still wanted. */
export function reconnect(): void {
  if (wanted && !source) open()
}

/** Calls handler with each event of that type (its JSON data); answers the unsubscribe function. */
export function subscribe<K extends RealtimeType>(type: K, handler: (data: RealtimeEvents[K]) => void): () => void {
  let set = handlers.get(type)
  if (!set) handlers.set(type, (set = new Set()))
  const h = handler as Handler
  set.add(h)
  listen(type)
  return () => {
    set.delete(h)
  }
}

/** The connection state, for an indicator or a test. */
export function realtimeState(): RealtimeState {
  return state
}

function watch(fn: () => void) {
  watchers.add(fn)
  return () => {
    watchers.delete(fn)
  }
}

/** Re-renders with the connection state. */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(watch, realtimeState, () => 'off' as RealtimeState)
}

/** subscribe() for the component's life; the latest handler is called, so it may close over props and state. */
export function useRealtime<K extends RealtimeType>(type: K, handler: (data: RealtimeEvents[K]) => void): void {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => subscribe(type, (data) => latest.current(data)), [type])
}

const RELOAD_DELAY = 300
const pendingProps = new Set<string>()
let reloadTimer: ReturnType<typeof setTimeout> | undefined

/**
 * A partial reload of these props, shortly, merged with the others asked for
 * meanwhile: a burst of events makes one request. Reloads keep the page's
 * state and scroll position.
 */
export function reloadSoon(props: string[]): void {
  props.forEach((p) => pendingProps.add(p))
  clearTimeout(reloadTimer)
  reloadTimer = setTimeout(() => {
    const only = [...pendingProps]
    pendingProps.clear()
    // A refresh nobody asked for: no progress bar, and lists are not dimmed (useNavigating).
    if (only.length > 0) router.reload({ only, showProgress: false })
  }, RELOAD_DELAY)
}
