import { DAY_MONTH, formatDate, formatDateTime, formatRelativeDay, formatTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { ChatMessage } from './types'

/** One line of the message log: a day divider, or consecutive messages of one sender. */
export type LogItem =
  | { kind: 'day'; key: string; time: string }
  | { kind: 'group'; key: string; senderId: number; mine: boolean; messages: ChatMessage[] }

/** Messages of one sender further apart than this start a new group (its time shows again). */
const GROUP_GAP_MS = 10 * 60_000

const dayOf = (iso: string) => new Date(iso).toDateString()

/**
 * The log's lines: a divider at each new day, then the messages grouped by
 * sender; a pause of more than ten minutes starts a new group.
 */
export function buildLog(messages: readonly ChatMessage[], myId: number): LogItem[] {
  const items: LogItem[] = []
  let group: Extract<LogItem, { kind: 'group' }> | null = null
  let day = ''
  for (const m of messages) {
    const d = dayOf(m.time)
    if (d !== day) {
      day = d
      items.push({ kind: 'day', key: `day-${m.id}`, time: m.time })
      group = null
    }
    const last = group?.messages[group.messages.length - 1]
    if (!group || !last || group.senderId !== m.senderId || Date.parse(m.time) - Date.parse(last.time) > GROUP_GAP_MS) {
      group = { kind: 'group', key: `group-${m.id}`, senderId: m.senderId, mine: m.senderId === myId, messages: [] }
      items.push(group)
    }
    group.messages.push(m)
  }
  return items
}

function daysBetween(iso: string, now: number): number {
  const a = new Date(iso)
  const b = new Date(now)
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  return Math.round((start(b) - start(a)) / 86_400_000)
}

/** A day divider's text: "Today", "Yesterday", "Tuesday 3 March" (with the year when not this one). */
export function dayLabel(iso: string, lang: string, now = Date.now()): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const days = daysBetween(iso, now)
  if (days === 0 || days === 1) return formatRelativeDay(-days, lang)
  const sameYear = d.getFullYear() === new Date(now).getFullYear()
  return formatDate(d, lang, { weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) })
}

/** A message's time: "14:05" (the UI language's way). */
export function clockTime(iso: string, lang: string): string {
  return formatTime(iso, lang)
}

/** A message's full date and time, for a tooltip. */
export function fullTime(iso: string, lang: string): string {
  return formatDateTime(iso, lang)
}

/**
 * The chat list's time, short: "now", "5 min. ago" within the hour, the clock
 * time today, "yesterday", the weekday this week, the date before.
 */
export function listTime(iso: string, lang: string, now = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' })
  const minutes = Math.floor((now - then) / 60_000)
  if (minutes < 1) return rtf.format(0, 'second') // also a little in the future (clocks differ)
  if (minutes < 60) return rtf.format(-minutes, 'minute')
  const days = daysBetween(iso, now)
  if (days <= 0) return clockTime(iso, lang)
  if (days === 1) return rtf.format(-1, 'day')
  const d = new Date(then)
  if (days < 7) return formatDate(d, lang, { weekday: 'short' })
  const sameYear = d.getFullYear() === new Date(now).getFullYear()
  return formatDate(d, lang, sameYear ? DAY_MONTH : { dateStyle: 'short' })
}

/** A user's role as the UI language says it ("admin" → "Admin"); a role it does not know as it is. */
export function roleLabel(role: string): string {
  return role ? t(`roles.${role}`, { defaultValue: role }) : ''
}
