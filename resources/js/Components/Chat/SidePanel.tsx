import { X } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n'
import IconButton from '@/Components/IconButton'

interface SidePanelProps {
  open: boolean
  onClose: () => void
  /** Which edge of the chat card it slides from. */
  side: 'start' | 'end'
  title: string
  children: ReactNode
}

const hidden = { start: 'invisible -translate-x-full rtl:translate-x-full', end: 'invisible translate-x-full rtl:-translate-x-full' }

/**
 * A profile panel over the chat card: takes the focus when it opens, Esc or
 * the backdrop closes it, and the focus goes back where it was.
 */
export default function SidePanel({ open, onClose, side, title, children }: SidePanelProps) {
  const { t } = useTranslation()
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    closeRef.current?.focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [open, onClose])

  return (
    <>
      {open && <div aria-hidden="true" onClick={onClose} className="absolute inset-0 z-40 bg-heading/30" />}
      <section
        role="dialog"
        aria-label={title}
        aria-hidden={!open || undefined}
        className={`absolute inset-y-0 z-50 flex w-88 max-w-full flex-col bg-surface shadow-card transition-transform duration-200 motion-reduce:transition-none ${
          side === 'start' ? 'start-0' : 'end-0'
        } ${open ? '' : hidden[side]}`}
      >
        <div className="flex justify-end p-2">
          <IconButton ref={closeRef} label={t('chat.profile.close')} icon={X} onClick={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto px-6 pb-6">{children}</div>
      </section>
    </>
  )
}
