/** The data table's words: statuses, column names, the pager's. */
import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'
import { STATUS_NAMES } from './types'

/** A status's name ("Current", "Actuel"…), or its number when it is not one of the five. */
export function statusLabel(status: number): string {
  const name = STATUS_NAMES[status]
  return name ? t(`dataTable.statuses.${name}`) : String(status)
}

/** A column's header. */
export const columnLabel = (column: string) => t(`dataTable.columns.${column}`, { defaultValue: column })

/** The pager's words. */
export function pagerLabels(): PagerLabels {
  return {
    nav: t('dataTable.pager.nav'),
    showing: (from, to, total) => t('dataTable.pager.showing', { from, to, total }),
    empty: t('dataTable.pager.empty'),
    previous: t('dataTable.pager.previous'),
    next: t('dataTable.pager.next'),
    page: (n) => t('dataTable.pager.page', { n }),
  }
}
