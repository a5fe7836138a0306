import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import Drawer, { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import { useTranslation } from '@/lib/i18n'

interface SidePanelProps {
  open: boolean
  title: string
  onClose: () => void
  /** Called on submit (Enter or the primary button). */
  onSubmit: () => void
  submitLabel: string
  submitIcon: LucideIcon
  busy: boolean
  children: ReactNode
}

/** The invoice pages' side panel (Form/Drawer) holding a form: its title, fields, and Submit / Cancel. */
export default function SidePanel({ open, title, onClose, onSubmit, submitLabel, submitIcon, busy, children }: SidePanelProps) {
  const { t } = useTranslation()
  return (
    <Drawer open={open} onClose={onClose}>
      <DrawerForm
        title={title}
        closeLabel={t('invoice.panel.close')}
        onClose={onClose}
        onSubmit={onSubmit}
        busy={busy}
        footer={
          <>
            <SubmitButton label={submitLabel} icon={submitIcon} busy={busy} />
            <button type="button" onClick={onClose} className="btn-outline">
              {t('invoice.confirm.cancel')}
            </button>
          </>
        }
      >
        {children}
      </DrawerForm>
    </Drawer>
  )
}
