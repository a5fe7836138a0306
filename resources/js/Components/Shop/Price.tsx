import { formatMoney } from '@/lib/format'
import { useTranslation } from '@/lib/i18n'

/** A price in integer cents, written the reader's way ("€12.50" / "12,50 €"). */
export default function Price({ cents, className = '' }: { cents: number; className?: string }) {
  const { i18n } = useTranslation()
  return <span className={`whitespace-nowrap ${className}`}>{formatMoney(cents, i18n.language)}</span>
}
