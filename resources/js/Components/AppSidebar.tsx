import { X } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'

interface AppSidebarProps {
  /** Shown over the application on small screens (always shown from `lg` up). */
  open: boolean
  onClose: () => void
  /** The sidebar's accessible name. */
  label: string
  /** The close button's name (the button shows on small screens only). */
  closeLabel: string
  /** The application's main button at the top ("Add task", "Compose"…). */
  action: ReactNode
  /** Its width class, like `w-65`. */
  width: string
  /** A line under the top row. */
  divided?: boolean
  children: ReactNode
}

/**
 * The sidebar of an application (mail, to-do, calendar): a column beside it
 * on large screens, a drawer over it on small ones, which takes the focus
 * when it opens and closes with Esc, its button or a click beside it.
 */
export default function AppSidebar({ open, onClose, label, closeLabel, action, width, divided = false, children }: AppSidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="absolute inset-0 z-20 bg-heading/30 lg:hidden" />}
      <aside
        aria-label={label}
        className={`z-30 flex ${width} shrink-0 flex-col border-e border-line bg-surface max-lg:absolute max-lg:inset-y-0 max-lg:start-0 max-lg:shadow-card max-lg:transition-transform motion-reduce:transition-none ${
          open ? '' : 'max-lg:invisible max-lg:-translate-x-full max-lg:rtl:translate-x-full'
        }`}
      >
        <div className={`flex items-center gap-2 p-5 ${divided ? 'border-b border-line' : ''}`}>
          {action}
          <button ref={closeRef} type="button" onClick={onClose} aria-label={closeLabel} className="btn-ghost rounded-full p-2 lg:hidden">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        {children}
      </aside>
    </>
  )
}
