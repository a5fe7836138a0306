import { ORDER_STATUSES, type OrderStatus } from '@/Components/Shop/types'
import { useTranslation } from '@/lib/i18n'
import { orderStatusLabel } from './labels'

/** The status filter as a row of toggles: all, or one status. */
export default function StatusFilter({ value, onChange }: { value: OrderStatus | ''; onChange: (status: OrderStatus | '') => void }) {
  const { t } = useTranslation()
  const options: (OrderStatus | '')[] = ['', ...ORDER_STATUSES]
  return (
    <div role="group" aria-label={t('orders.list.filter')} className="flex flex-wrap gap-2">
      {options.map((s) => (
        <button
          key={s || 'all'}
          type="button"
          aria-pressed={s === value}
          onClick={() => onChange(s)}
          className={`cursor-pointer rounded-full border px-3 py-1 text-sm font-medium transition-colors ${s === value ? 'border-primary bg-primary-solid text-on-primary' : 'border-line text-text hover:bg-primary/10'}`}
        >
          {s ? orderStatusLabel(s) : t('orders.list.all')}
        </button>
      ))}
    </div>
  )
}
