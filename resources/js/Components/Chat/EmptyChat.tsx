import { MessageSquare } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** No chat open: an invitation, and a button to the contacts (the drawer on small screens). */
export default function EmptyChat({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 bg-body p-8 text-center">
      <span className="inline-flex size-24 items-center justify-center rounded-full bg-surface text-primary shadow-soft">
        <MessageSquare className="size-12" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-medium">{t('chat.empty.title')}</h2>
      <p className="max-w-sm text-sm text-muted">{t('chat.empty.hint')}</p>
      <button type="button" onClick={onStart} className="btn-primary rounded-full">
        {t('chat.empty.start')}
      </button>
    </div>
  )
}
