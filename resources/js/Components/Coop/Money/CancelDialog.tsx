import ConfirmDialog from '@/Components/Form/ConfirmDialog'
import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'
import { kindLabel } from './labels'
import type { Movement } from './types'
import { useMovementAction } from './useMovementAction'

/** Asks before cancelling one's own request; `base` is where its actions are (a member's own: /coop/profil/withdrawals). */
export default function CancelDialog({ movement, onClose, base }: { movement: Movement | null; onClose: () => void; base?: string }) {
  const { t, i18n } = useTranslation()
  const { busy, send } = useMovementAction(movement?.id ?? 0, base)
  return (
    <ConfirmDialog
      open={movement !== null}
      title={t('coop.money.cancelTitle')}
      body={movement ? t('coop.money.cancelBody', { kind: kindLabel(movement.kind), amount: formatMoney(movement.amountCents, i18n.language) }) : ''}
      confirmLabel={t('coop.money.cancelConfirm')}
      cancelLabel={t('coop.money.keep')}
      busy={busy !== ''}
      onConfirm={() => send('cancel', {}, onClose)}
      onClose={onClose}
    />
  )
}
