/**
 * Which contact's chat this tab shows, so the layout's live notices leave out
 * what the user is already reading. Set by the chat page.
 */
let viewing: number | null = null

export function setViewingChat(contactId: number | null): void {
  viewing = contactId
}

/** Whether this tab has a chat open (visible or not). */
export function hasOpenChat(): boolean {
  return viewing !== null
}

/** Whether this tab shows that contact's chat and the user can see it. */
export function isViewingChat(contactId: number): boolean {
  return viewing === contactId && document.visibilityState === 'visible'
}
