/** The words of the user pages' codes (roles, plans, statuses…), with the code itself when no text is known. */
import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'

const word = (group: string, code: string) => (code ? t(`users.${group}.${code}`, { defaultValue: code }) : '')

export const roleLabel = (role: string) => word('roles', role)
export const planLabel = (plan: string) => word('plans', plan)
export const statusLabel = (status: string) => word('statuses', status)
export const fieldLabel = (field: string) => word('fields', field)
export const genderLabel = (gender: string) => word('genders', gender)
export const languageLabel = (language: string) => word('languages', language)
export const contactOptionLabel = (option: string) => word('contactOptions', option)
export const networkLabel = (network: string) => word('networks', network)

/** Options of a select, in the server's order. */
export const optionsOf = (codes: readonly string[], label: (code: string) => string) => codes.map((value) => ({ value, label: label(value) }))

/** The user list pager's words. */
export function pagerLabels(): PagerLabels {
  return {
    nav: t('users.pager.nav'),
    showing: (from, to, total) => t('users.pager.showing', { from, to, total }),
    empty: t('users.pager.empty'),
    previous: t('users.pager.previous'),
    next: t('users.pager.next'),
    page: (n) => t('users.pager.page', { n }),
  }
}

/** Money in integer cents as euros ("€12.00" / "12,00 €"); a string is already written out. */
export function money(amount: number | string, lang: string): string {
  if (typeof amount === 'string') return amount
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount / 100)
}

/** A date (ISO, or 'YYYY-MM-DD') as "12 Mar 2026"; '' when it is not one. */
export function formatDate(value: string, lang: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value) ? `${value}T00:00:00` : value
  const date = new Date(day)
  if (!value || Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
}

/** A moment ("2026-11-30T22:14:00Z") as a date and time in lang; '' when it is not one. */
export function formatDateTime(value: string, lang: string): string {
  const date = new Date(value)
  if (!value || Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)
}

/** Whether a link may be followed: http(s) only (never javascript: or data:). */
export const isWebURL = (url: string) => /^https?:\/\/[^\s]+$/i.test(url.trim())
