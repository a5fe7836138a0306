/** What the server takes as a picture: JPEG, PNG or WebP up to 800 KB (it checks again). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const AVATAR_MAX_BYTES = 800 * 1024

/** Why a file cannot be a picture ('type' or 'size'), or null when it can. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > AVATAR_MAX_BYTES) return 'size'
  return null
}
