import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { DrawerForm, SubmitButton } from '@/Components/Form/Drawer'
import { useTranslation } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

interface PartsDrawerProps {
  title: string
  submitLabel: string
  icon: LucideIcon
  busy: boolean
  onClose: () => void
  onSubmit: () => void
  /** The server's refusal that is no field's. */
  formError?: string
  children: ReactNode
}

/** The frame of the register's forms: their title, a refusal that is no field's, Submit and Cancel. */
export default function PartsDrawer({ title, submitLabel, icon, busy, onClose, onSubmit, formError, children }: PartsDrawerProps) {
  const { t } = useTranslation()
  return (
    <DrawerForm
      title={title}
      closeLabel={t('coop.parts.form.close')}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      footer={
        <>
          <SubmitButton label={submitLabel} icon={icon} busy={busy} />
          <button type="button" onClick={onClose} className="btn-ghost px-4">
            {t('coop.parts.form.cancel')}
          </button>
        </>
      }
    >
      {formError && (
        <p className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-heading" role="alert">
          {serverText(formError)}
        </p>
      )}
      {children}
    </DrawerForm>
  )
}
