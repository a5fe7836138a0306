import i18n from './i18n'

/**
 * Dates, times and numbers written with Intl in the reader's language: every
 * page formats through these, so French reads "3 mars 2026", "14:05" and
 * "1 234,50 €" everywhere, and English "Mar 3, 2026", "2:05 PM", "€1,234.50".
 * Each function takes the language (the current UI language by default) and
 * returns '' for a value that is not a date or a number.
 */

/** A moment (Date, epoch ms, ISO string) or a calendar day ('YYYY-MM-DD', shown as that day wherever the reader is). */
export type DateValue = Date | number | string

/** "Mar 3, 2026" / "3 mars 2026". */
export const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
/** "Mar 3" / "3 mars": a date of the current year. */
export const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }

const current = () => i18n.language

/** The time zone moments are written in: the one chosen in the account settings, or undefined for the browser's. */
let zone: string | undefined

/** Writes moments in tz from now on (an IANA name; '' or an unknown name: the browser's zone). */
export function setTimeZone(tz: string | null | undefined): void {
  let next: string | undefined
  if (tz) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      next = tz
    } catch {
      next = undefined
    }
  }
  if (next !== zone) {
    zone = next
    dateFormats.clear()
  }
}

/**
 * The short time of lang's readers, as hour and minute fields (FullCalendar
 * takes these, not timeStyle): "9:05 AM" in English, "09:05" in French,
 * German and Portuguese (a 24-hour clock writes two-digit hours).
 */
export function timeOptions(lang: string = current()): { hour: 'numeric' | '2-digit'; minute: '2-digit' } {
  const cycle = dateFormat(lang, { hour: 'numeric' }).resolvedOptions().hourCycle
  return { hour: cycle === 'h11' || cycle === 'h12' ? 'numeric' : '2-digit', minute: '2-digit' }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let f = dateFormats.get(key)
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(lang, options)))
  return f
}

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`
  let f = numberFormats.get(key)
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(lang, options)))
  return f
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether v is a real day written 'YYYY-MM-DD' (not 2027-02-30). */
export function isDay(v: unknown): v is string {
  if (typeof v !== 'string') return false
  const m = DAY.exec(v)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/** The Date of value; a 'YYYY-MM-DD' day is that day at local midnight. null when it is not a date. */
export function toDate(value: DateValue | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  let d: Date
  if (typeof value === 'string') {
    const m = DAY.exec(value)
    d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value)
  } else d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * A date ("Mar 3, 2026" / "3 mars 2026" by default; other Intl options for other shapes); '' when it is not one.
 * A moment is written in the chosen time zone (setTimeZone); a calendar day stays that day.
 */
export function formatDate(value: DateValue | null | undefined, lang: string = current(), options: Intl.DateTimeFormatOptions = DATE): string {
  const d = toDate(value)
  if (!d) return ''
  const day = typeof value === 'string' && DAY.test(value)
  return dateFormat(lang, zone && !day && !options.timeZone ? { ...options, timeZone: zone } : options).format(d)
}

/** A time of day ("9:05 AM" / "09:05"); '' when it is not a date. */
export const formatTime = (value: DateValue | null | undefined, lang: string = current()) => formatDate(value, lang, timeOptions(lang))

/** A date and its time ("Mar 3, 2026, 9:05 AM" / "3 mars 2026, 09:05"); '' when it is not a date. */
export const formatDateTime = (value: DateValue | null | undefined, lang: string = current()) =>
  formatDate(value, lang, { ...DATE, ...timeOptions(lang) })

/** A number ("1,234.5" / "1 234,5"); '' when it is not a finite number. */
export function formatNumber(value: number, lang: string = current(), options: Intl.NumberFormatOptions = {}): string {
  return Number.isFinite(value) ? numberFormat(lang, options).format(value) : ''
}

/** Integer cents as money ("€1,234.50" / "1 234,50 €"); '' when it is not a number. */
export function formatMoney(cents: number, lang: string = current(), currency = 'EUR'): string {
  return formatNumber(cents / 100, lang, { style: 'currency', currency })
}

/** A size in bytes ("12.3 kB" / "12,3 ko"). */
export function formatBytes(bytes: number, lang: string = current()): string {
  if (!Number.isFinite(bytes)) return ''
  if (bytes < 1024) return formatNumber(bytes, lang, { style: 'unit', unit: 'byte', unitDisplay: 'long' })
  const [size, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte']
  return formatNumber(size, lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })
}

/** A day counted from today, capitalised: "Today", "Yesterday", "Tomorrow" / "Aujourd’hui", "Hier", "Demain". */
export function formatRelativeDay(days: number, lang: string = current()): string {
  const word = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(days, 'day')
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1)
}

/** Names joined as the language does: "Ann, Bob, and Cy" / "Ann, Bob et Cy". */
export function formatList(items: readonly string[], lang: string = current()): string {
  return items.length ? new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items) : ''
}
