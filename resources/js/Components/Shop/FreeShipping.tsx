import { Truck } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** The free-shipping mark of a product. */
export default function FreeShipping({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium text-[#146c3a] dark:text-success ${className}`}>
      <Truck className="size-4" aria-hidden="true" />
      {t('shop.freeShipping')}
    </span>
  )
}
