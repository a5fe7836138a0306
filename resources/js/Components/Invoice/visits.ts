import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/**
 * A refusal that is not a field error or a flash (the invoice is gone, the
 * server failed, the network is down): a toast, and the page stays as it is.
 */
function failed(): false {
  void notify('error', t('invoice.failed'))
  return false
}

/** Options of every visit of the invoice pages that changes something. */
export const refused = { onHttpException: failed, onNetworkError: failed }
