/** The words of the user pages' codes (roles, plans, statuses…), with the code itself when no text is known. */
import type { PagerLabels } from '@/Components/DataTable'
import { formatDate as formatDay, formatDateTime as formatMoment, formatMoney } from '@/lib/format'
import { t } from '@/lib/i18n'

const word = (group: string, code: string) => (code ? t(`users.${group}.${code}`, { defaultValue: code }) : '')

export const planLabel = (plan: string) => word('plans', plan)
export const fieldLabel = (field: string) => word('fields', field)
export const genderLabel = (gender: string) => word('genders', gender)
export const languageLabel = (language: string) => word('languages', language)
export const contactOptionLabel = (option: string) => word('contactOptions', option)
export const networkLabel = (network: string) => word('networks', network)

export { roleLabel, statusLabel } from '@/Components/accountLabels'
export { optionsOf } from '@/Components/DataTable'

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
  return typeof amount === 'string' ? amount : formatMoney(amount, lang)
}

/** A date (ISO, or 'YYYY-MM-DD') as "Mar 12, 2026" / "12 mars 2026"; '' when it is not one. */
export const formatDate = (value: string, lang: string) => formatDay(value, lang)

/** A moment ("2026-11-30T22:14:00Z") as a date and time in lang; '' when it is not one. */
export const formatDateTime = (value: string, lang: string) => formatMoment(value, lang)

/** Whether a link may be followed: http(s) only (never javascript: or data:). */
export const isWebURL = (url: string) => /^https?:\/\/[^\s]+$/i.test(url.trim())
