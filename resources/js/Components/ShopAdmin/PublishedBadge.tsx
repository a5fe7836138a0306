import { Eye, EyeOff } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** Whether a product is in the shop: "Published" or "Hidden". */
export default function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation()
  const Icon = published ? Eye : EyeOff
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${published ? 'bg-success/15 text-[#146c3a] dark:text-success' : 'bg-muted/15 text-text'}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {published ? t('shopAdmin.products.published') : t('shopAdmin.products.hidden')}
    </span>
  )
}
