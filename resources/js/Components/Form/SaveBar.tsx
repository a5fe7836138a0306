import { LoaderCircle, Save, Undo2 } from 'lucide-react'

interface SaveBarProps {
  busy: boolean
  /** Something was changed: there is something to reset. */
  dirty: boolean
  onReset: () => void
  /** The buttons' words, from the page's own namespace. */
  saveLabel: string
  resetLabel: string
}

/** A form's Save (it submits, with its spinner) and Reset to what is stored. */
export default function SaveBar({ busy, dirty, onReset, saveLabel, resetLabel }: SaveBarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
      <button type="submit" disabled={busy} className="btn-primary">
        {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Save className="size-4" aria-hidden="true" />}
        {saveLabel}
      </button>
      <button type="button" onClick={onReset} disabled={busy || !dirty} className="btn-ghost px-4">
        <Undo2 className="size-4" aria-hidden="true" />
        {resetLabel}
      </button>
    </div>
  )
}
