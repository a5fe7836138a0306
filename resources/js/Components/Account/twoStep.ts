/** The two-step setup's pure parts: how the secret and the QR code are shown, the recovery codes as a file. */

/** The secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type into an app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/**
 * The server's QR code (an <svg> document) as an image address. Shown in an
 * <img>, the SVG cannot run anything or touch the page, unlike markup
 * inserted into it.
 */
export function svgDataURL(svg: string): string {
  const bytes = new TextEncoder().encode(svg)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return `data:image/svg+xml;base64,${btoa(binary)}`
}

/** The recovery codes as the text of the file one downloads: a title line, then one code a line. */
export function recoveryCodesText(codes: readonly string[], title: string): string {
  return `${title}\n\n${codes.join('\n')}\n`
}

/** Whether what was typed can be a code of the app (six digits, spaces aside). */
export const isSixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''))
