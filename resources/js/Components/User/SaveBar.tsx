import { LoaderCircle, Save, Undo2 } from 'lucide-react'
import { useTranslation } from '@/lib/i18n'

/** A tab's Save (with its spinner) and Reset to what is stored. */
export default function SaveBar({ busy, dirty, onReset }: { busy: boolean; dirty: boolean; onReset: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
      <button type="submit" disabled={busy} className="btn-primary">
        {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
        {t('users.edit.save')}
      </button>
      <button type="button" onClick={onReset} disabled={busy || !dirty} className="btn-ghost px-4">
        <Undo2 className="size-4" aria-hidden="true" />
        {t('users.edit.reset')}
      </button>
    </div>
  )
}
