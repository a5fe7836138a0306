/**
 * lib/serverText for the sign-in pages (TextField, the reset-password page),
 * fetched as soon as their chunk runs instead of with it: every byte counts
 * against /login's 100 KB budget, and a server message only shows after a
 * submit and the server's answer, by which time it has long arrived. Until
 * then a message shows as sent.
 */

let wording: ((message: string) => string) | undefined

/** Settles once lib/serverText is loaded (or failed to load: messages then show as sent). */
export const serverTextReady: Promise<void> = import('./serverText').then(
  (m) => {
    wording = m.serverText
  },
  () => undefined,
)

/** serverText(message) once it is loaded; until then message as sent. */
export function deferredServerText(message: string): string {
  return wording ? wording(message) : message
}
