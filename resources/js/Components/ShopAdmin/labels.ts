/** The staff pages' words: codes (statuses, payment, delivery: the order pages' words), the pager and failures. */
import type { PagerLabels } from '@/Components/DataTable'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

export { deliveryLabel, orderStatusLabel, paymentLabel } from '@/Components/Orders/labels'

/** A list pager's words ("orders" or "products"). */
export function pagerLabels(list: 'orders' | 'products'): PagerLabels {
  return {
    nav: t(`shopAdmin.pager.nav.${list}`),
    showing: (from, to, total) => t(`shopAdmin.pager.showing.${list}`, { from, to, total }),
    empty: t('shopAdmin.pager.empty'),
    previous: t('shopAdmin.pager.previous'),
    next: t('shopAdmin.pager.next'),
    page: (n) => t('shopAdmin.pager.page', { n }),
  }
}

/**
 * A refusal that is not a field error or a flash (gone, the server failed, the
 * network is down): a toast, and the page stays as it is.
 */
function failed(): false {
  void notify('error', t('shopAdmin.failed'))
  return false
}

/** Options of every visit of the staff pages that changes something. */
export const refused = { onHttpException: failed, onNetworkError: failed }
