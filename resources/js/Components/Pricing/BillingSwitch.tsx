import { useTranslation } from '@/lib/i18n'
import type { Billing } from './types'

/** Monthly or yearly prices, with how much a year saves. */
export default function BillingSwitch({ value, saving, onChange }: { value: Billing; saving: number; onChange: (b: Billing) => void }) {
  const { t } = useTranslation()
  const yearly = value === 'yearly'
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <span className={yearly ? 'text-muted' : 'font-medium text-heading'}>{t('pricing.monthly')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={yearly}
        aria-label={t('pricing.yearlyBilling')}
        onClick={() => onChange(yearly ? 'monthly' : 'yearly')}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-line transition-colors aria-checked:bg-primary-solid"
      >
        <span className={`inline-block size-5 rounded-full bg-white shadow-soft transition-transform ${yearly ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`} />
      </button>
      <span className={yearly ? 'font-medium text-heading' : 'text-muted'}>{t('pricing.yearly')}</span>
      {saving > 0 && <span className="rounded-full bg-solid-success px-2.5 py-0.5 text-xs font-medium text-white">{t('pricing.save', { n: saving })}</span>}
    </div>
  )
}
