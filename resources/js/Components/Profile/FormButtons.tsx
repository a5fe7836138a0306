import { LoaderCircle } from 'lucide-react'

interface FormButtonsProps {
  busy: boolean
  /** The submit button's word ("Save", "Create"). */
  submitLabel: string
  cancelLabel: string
  onCancel: () => void
  /** Classes of the row (its margin). */
  className?: string
}

/** A card's in-place form's buttons: submit (with its spinner while it goes), then Cancel. */
export default function FormButtons({ busy, submitLabel, cancelLabel, onCancel, className }: FormButtonsProps) {
  return (
    <div className={className ? `${className} flex flex-wrap gap-2` : 'flex flex-wrap gap-2'}>
      <button type="submit" disabled={busy} className="btn-primary px-4 py-2">
        {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {submitLabel}
      </button>
      <button type="button" onClick={onCancel} disabled={busy} className="btn-outline px-4 py-2">
        {cancelLabel}
      </button>
    </div>
  )
}
