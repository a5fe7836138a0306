import type { ReactNode } from 'react'

/**
 * A settings form saved by its own button: the browser's checks are off (the
 * server's errors go under the fields) and submitting calls onSave instead of
 * leaving the page.
 */
export default function SaveForm({ onSave, children }: { onSave: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSave()
      }}
      className="space-y-5"
    >
      {children}
    </form>
  )
}
