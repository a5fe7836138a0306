import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'

/** The pager's words for one of the page's lists (the register, the cap table). */
export function partsPager(list: 'register' | 'cap'): PagerLabels {
  return {
    nav: t(`coop.parts.pager.${list}`),
    showing: (from, to, total) => t('coop.parts.pager.showing', { from, to, total }),
    empty: t('coop.parts.pager.empty'),
    previous: t('coop.parts.pager.previous'),
    next: t('coop.parts.pager.next'),
    page: (n) => t('coop.parts.pager.page', { n }),
  }
}
