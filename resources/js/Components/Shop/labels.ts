import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'

/** The shop's pager, in the UI language. */
export function pagerLabels(): PagerLabels {
  return {
    nav: t('shop.pager.nav'),
    showing: (from, to, total) => t('shop.pager.showing', { from, to, total }),
    empty: t('shop.pager.empty'),
    previous: t('shop.pager.previous'),
    next: t('shop.pager.next'),
    page: (n) => t('shop.pager.page', { n }),
  }
}
