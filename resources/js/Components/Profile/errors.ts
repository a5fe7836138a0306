import { ApiError } from '@/lib/api'
import { t } from '@/lib/i18n'
import { serverText } from '@/lib/serverText'

/** What went wrong with a call, in the reader's language: the server's message, or a general one. */
export function problem(e: unknown): string {
  if (e instanceof ApiError && e.detail) return serverText(e.detail)
  return t('profile.failed')
}

/** The server's message for one field of a refused call, in the reader's language; undefined when it named none. */
export function fieldProblem(e: unknown, field: string): string | undefined {
  if (!(e instanceof ApiError)) return undefined
  const text = e.fields[field]
  return text ? serverText(text) : undefined
}

/** The picture types the server takes for posts and covers, and their size limit. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Why a file cannot be a photo ('photoType' or 'photoSize'), or null. The server checks again. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'photoType' | 'photoSize' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'photoType'
  if (file.size > IMAGE_MAX_BYTES) return 'photoSize'
  return null
}
