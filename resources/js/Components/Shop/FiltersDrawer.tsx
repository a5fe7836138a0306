import { DialogTitle } from '@headlessui/react'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import IconButton from '@/Components/IconButton'
import { useTranslation } from '@/lib/i18n'

interface FiltersDrawerProps {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/** The filters in a Drawer (small screens): each change applies at once, "Show results" closes it. */
export default function FiltersDrawer({ title, closeLabel, onClose, children }: FiltersDrawerProps) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-line px-5 py-3">
        <DialogTitle className="flex-1 truncate text-lg font-semibold text-heading">{title}</DialogTitle>
        <IconButton label={closeLabel} icon={X} onClick={onClose} />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
      <div className="border-t border-line px-5 py-3">
        <button type="button" className="btn-primary w-full" onClick={onClose}>
          {t('shop.filters.show')}
        </button>
      </div>
    </div>
  )
}
