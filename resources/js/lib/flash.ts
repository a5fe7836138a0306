import { exists, t } from './i18n'
import { notify } from './toast'
import type { FlashData } from './types'

const KINDS = ['success', 'error', 'info'] as const

/** A translation key with its parameters, as the server sends flash messages. */
interface Translatable {
  key: string
  params?: Record<string, unknown>
}

function isTranslatable(value: unknown): value is Translatable {
  return typeof value === 'object' && value !== null && typeof (value as Translatable).key === 'string'
}

/** A flash value is a translation key with parameters, a bare key, or a ready message. */
export function message(value: string | Translatable): string {
  if (isTranslatable(value)) return exists(value.key) ? t(value.key, value.params ?? {}) : value.key
  return exists(value) ? t(value) : value
}

/**
 * Shows the server's flash data (Inertia v3 top-level `flash` of the page object:
 * `{success?, error?, info?}`) as toasts of the same kind.
 */
export async function showFlash(flash: FlashData | null | undefined): Promise<void> {
  if (!flash) return
  const shown: Promise<void>[] = []
  for (const kind of KINDS) {
    const value: unknown = flash[kind]
    if ((typeof value === 'string' && value.trim() !== '') || isTranslatable(value)) shown.push(notify(kind, message(value)))
  }
  await Promise.all(shown)
}
