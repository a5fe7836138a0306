/** The order pages' words for codes (statuses, payment and delivery methods). */
import { colorName } from '@/Components/Shop/colorName'
import { t } from '@/lib/i18n'

export const orderStatusLabel = (status: string) => t(`orders.status.${status}`, { defaultValue: status })
export const paymentLabel = (method: string) => t(`orders.payment.${method}`, { defaultValue: method })
export const deliveryLabel = (key: string) => t(`orders.delivery.${key}`, { defaultValue: key })

/** A #RRGGBB colour's plain name in the UI language ("red"), or the code when it has none. */
export function colorLabel(hex: string): string {
  const name = colorName(hex)
  return name ? t(`shop.colors.${name}`, { defaultValue: hex }) : hex
}
