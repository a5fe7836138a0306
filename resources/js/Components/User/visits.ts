import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/**
 * A refusal that is not a field error or a flash (the server failed, the
 * network is down): a toast, and the page stays as it is (Inertia would
 * otherwise show the error page in its place).
 */
function failed(): false {
  void notify('error', t('users.failed'))
  return false
}

/** Options of every visit of the user pages that changes something. */
export const refused = { onHttpException: failed, onNetworkError: failed }
