import { Bike, Store, Truck } from 'lucide-react'
import type { Delivery, DeliveryKey } from '@/Components/Shop/types'
import { formatDate, formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

const ICONS = { standard: Truck, express: Bike, pickup: Store }

interface DeliveryOptionsProps {
  deliveries: Delivery[]
  value: DeliveryKey | null
  onChange: (key: DeliveryKey) => void
}

/** The delivery methods as radio cards: name, price for this cart (or free), and the date it arrives. */
export default function DeliveryOptions({ deliveries, value, onChange }: DeliveryOptionsProps) {
  const { t, i18n } = useTranslation()
  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-heading">{t('checkout.delivery.title')}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {deliveries.map((d) => {
          const Icon = ICONS[d.key] ?? Truck
          const checked = d.key === value
          const date = formatDate(d.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })
          return (
            <label key={d.key} className={`flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors ${checked ? 'border-primary bg-primary/5' : 'border-line'}`}>
              <input type="radio" name="delivery" className="form-check mt-1 rounded-full" checked={checked} onChange={() => onChange(d.key)} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex items-center gap-2 font-semibold text-heading">
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {t(`orders.delivery.${d.key}`)}
                </span>
                <span className="mt-1 block font-medium text-heading">
                  <span dir="ltr">{d.price === 0 ? t('checkout.price.free') : formatMoney(d.price, i18n.language)}</span>
                </span>
                <span className="mt-1 block text-muted">{t(d.key === 'pickup' ? 'checkout.delivery.readyOn' : 'checkout.delivery.arrivesOn', { date })}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
