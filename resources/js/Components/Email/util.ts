import { DATE, DAY_MONTH, formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { formatFullTime, timeAgo } from '@/lib/time'
import { sanitizeHtml } from './sanitize'
import type { Address, ComposeDraft, Email, EmailFilter, Label } from './types'

/** The address syntax of `<input type="email">` (HTML standard), with a dot in the domain as the server asks. */
const EMAIL_RE = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value)
}

/**
 * The addresses in typed or pasted text: separated by commas, semicolons or
 * new lines; "Jane Doe <jane@example.com>" gives jane@example.com; several
 * bare addresses separated by spaces are split too.
 */
export function splitAddresses(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(/[,;\n]+/)) {
    const bracketed = /<([^<>]*)>/.exec(part)
    if (bracketed) {
      const inner = bracketed[1]?.trim()
      if (inner) out.push(inner)
      continue
    }
    out.push(...part.trim().split(/\s+/).filter(Boolean))
  }
  return out
}

/** tokens plus the addresses in text, without duplicates (case-insensitive). */
export function addTokens(tokens: readonly string[], text: string): string[] {
  const next = [...tokens]
  for (const address of splitAddresses(text)) {
    if (!next.some((tok) => tok.toLowerCase() === address.toLowerCase())) next.push(address)
  }
  return next
}

export const invalidTokens = (tokens: readonly string[]) => tokens.filter((tok) => !isValidEmail(tok))

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)
}

export function replySubject(subject: string): string {
  return /^\s*re:/i.test(subject) ? subject : `Re: ${subject}`
}

export function forwardSubject(subject: string): string {
  return /^\s*(fwd?|tr|wg):/i.test(subject) ? subject : `Fwd: ${subject}`
}

export { formatFullTime } from '@/lib/time'

/** The list's time: relative today ("2 hours ago"), the date otherwise (with the year when not this one). */
export function formatListTime(iso: string, lang: string, now = Date.now()): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const today = new Date(now)
  if (d.toDateString() === today.toDateString()) return timeAgo(iso, lang, now)
  const sameYear = d.getFullYear() === today.getFullYear()
  return formatDate(d, lang, sameYear ? DAY_MONTH : DATE)
}

/** The first words of a message's text (quoted parts left out). */
export function snippet(html: string, max = 140): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  doc.querySelectorAll('blockquote, style, script').forEach((el) => el.remove())
  // Blocks and line breaks are word breaks: "<p>Hello,</p><p>Here…" reads "Hello, Here…".
  doc.querySelectorAll('p, div, br, li, tr, td, h1, h2, h3, h4, h5, h6').forEach((el) => el.after(' '))
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}

export type ReplyMode = 'reply' | 'replyAll' | 'forward'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function unique(addresses: string[], without: string): string[] {
  const out: string[] = []
  for (const a of addresses) if (a && !same(a, without) && !out.some((o) => same(o, a))) out.push(a)
  return out
}

/** The original message quoted for a reply or forward: "On {date}, {name} wrote:" and a blockquote. */
export function quoteOriginal(email: Email, lang: string): string {
  const intro = t('email.quote.wrote', { date: formatFullTime(email.time, lang), name: email.from.name || email.from.email })
  return `<p></p><p>${escapeHtml(intro)}</p><blockquote>${sanitizeHtml(email.message)}</blockquote>`
}

/** Lower-case address → display name, for the recipient tokens. */
export function namesOf(addresses: readonly Address[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const a of addresses) if (a.name) out[a.email.toLowerCase()] = a.name
  return out
}

/** The compose dialog's content for a reply, reply-all or forward of email, sent by `me` (an address). */
export function buildReply(email: Email, mode: ReplyMode, me: string, lang: string): ComposeDraft {
  const mine = same(email.from.email, me)
  const to = email.to.map((a) => a.email)
  const names = namesOf([email.from, ...email.to])
  const base = { kind: 'reply' as const, bcc: [], attachments: [], message: quoteOriginal(email, lang), inReplyTo: email.id, names }
  // The server lets a user send again the attachments of mail they hold.
  if (mode === 'forward') return { ...base, kind: 'forward', to: [], cc: [], subject: forwardSubject(email.subject), attachments: email.attachments }
  const subject = replySubject(email.subject)
  if (mode === 'reply') return { ...base, to: mine ? unique(to, '') : [email.from.email], cc: [], subject }
  return { ...base, to: unique(mine ? to : [email.from.email, ...to], me), cc: unique(email.cc, me), subject }
}

/** A draft (from the Draft folder) as compose content. */
export function draftOf(email: Email): ComposeDraft {
  return {
    kind: 'draft',
    to: email.to.map((a) => a.email),
    cc: email.cc,
    bcc: email.bcc,
    subject: email.subject,
    message: email.message,
    attachments: email.attachments,
    draftId: email.id,
    names: namesOf(email.to),
  }
}

/** The list's path for a filter (without query). */
export function listPath(filter: Pick<EmailFilter, 'folder' | 'label'>): string {
  if (filter.label) return `/apps/email/label/${filter.label}`
  if (filter.folder && filter.folder !== 'inbox') return `/apps/email/${filter.folder}`
  return '/apps/email'
}

/** The path of a mail opened from a list: /apps/email/{folder}/{id}, or /apps/email/label/{label}/{id}. */
export function mailPath(filter: Pick<EmailFilter, 'folder' | 'label'>, id: number): string {
  if (filter.label) return `/apps/email/label/${filter.label}/${id}`
  return `/apps/email/${filter.folder || 'inbox'}/${id}`
}

/** Dot colours of the labels (Vuexy's). Full class names, so Tailwind sees them. */
export const LABEL_DOT: Record<Label, string> = {
  personal: 'bg-success',
  company: 'bg-primary',
  important: 'bg-warning',
  private: 'bg-danger',
}

/** Whether an editor's HTML has no text (TipTap's empty document is "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  return html.replace(/<(p|br)\s*\/?>|<\/p>/gi, '').trim() === ''
}
