/**
 * Toasts without putting sonner on the critical path: sonner and its <Toaster>
 * are fetched the first time a toast is shown. Use this module rather than
 * importing `sonner` in pages, so the Toaster is sure to be mounted.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message'

/** What a toast may carry beside its message (a subset of sonner's options). */
export interface ToastOptions {
  description?: string
  /** A button in the toast, e.g. "Open". */
  action?: { label: string; onClick: () => void }
  /** A toast shown again with the same id replaces the earlier one. */
  id?: string | number
}

let needed = false
const listeners = new Set<() => void>()

/** For <ToasterHost>: whether a toast was requested, so the Toaster must exist. */
export const toasterStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get(): boolean {
    return needed
  },
}

function requestToaster() {
  if (needed) return
  needed = true
  listeners.forEach((l) => l())
}

let sonner: Promise<typeof import('sonner')> | null = null
const loadSonner = () => (sonner ??= import('sonner'))

/**
 * How long a toast with a button stays (ms): long enough to read it and reach
 * the button (Undo, Open) rather than sonner's four seconds. Hovering pauses it.
 */
export const ACTION_TOAST_MS = 10_000

/** Shows a toast (newest on top). Resolves once sonner has it. */
export async function notify(kind: ToastKind, message: string, options?: ToastOptions): Promise<void> {
  requestToaster()
  const { toast } = await loadSonner()
  if (options) toast[kind](message, options.action ? { duration: ACTION_TOAST_MS, ...options } : options)
  else toast[kind](message)
}

export const toast = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
  info: (message: string) => notify('info', message),
  warning: (message: string) => notify('warning', message),
  message: (message: string) => notify('message', message),
}
