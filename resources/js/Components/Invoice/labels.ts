/** The invoice pages' words for codes (statuses, methods), dates and the pager. */
import type { PagerLabels } from '@/Components/DataTable'
import { formatDate as formatDay } from '@/lib/format'
import { t } from '@/lib/i18n'
import { statusKey } from './status'

export const statusLabel = (status: string) => t(`invoice.status.${statusKey(status)}`, { defaultValue: status })
export const methodLabel = (method: string) => t(`invoice.methods.${method}`, { defaultValue: method })

/** A YYYY-MM-DD date as "Mar 12, 2026" / "12 mars 2026" in the reader's language; '' when it is not one. */
export function formatDate(value: string, lang: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, lang) : ''
}

/** The list pager's words. */
export function pagerLabels(): PagerLabels {
  return {
    nav: t('invoice.pager.nav'),
    showing: (from, to, total) => t('invoice.pager.showing', { from, to, total }),
    empty: t('invoice.pager.empty'),
    previous: t('invoice.pager.previous'),
    next: t('invoice.pager.next'),
    page: (n) => t('invoice.pager.page', { n }),
  }
}
