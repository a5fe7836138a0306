import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, login, register, snap, toast, uniqueUser, type NewUser } from './helpers'

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

// Chat is for those who may use it (spec §6: admins); self-registered accounts are admins,
// so each test brings two fresh people in two browsers.
async function person(browser: Browser, prefix: string): Promise<{ user: NewUser; page: Page }> {
  const user = uniqueUser(prefix)
  const context = await browser.newContext()
  const page = await context.newPage()
  await register(page, user)
  return { user, page }
}

async function openChat(page: Page) {
  await page.goto('/apps/chat')
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible()
}

/** The list entry (chat or contact) of someone: a button whose name starts with theirs. */
const entry = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) })

test('a message arrives live with its unseen badge; opening the chat clears it; a status change shows on the other side', async ({ browser }) => {
  test.slow() // two people in two browsers, each step waiting on the other
  const alice = await person(browser, 'chata')
  const bob = await person(browser, 'chatb')
  await openChat(bob.page)
  await openChat(alice.page)

  // Alice finds Bob among her contacts (everyone who may chat) and writes first.
  await alice.page.getByRole('textbox', { name: 'Search' }).fill(bob.user.username)
  await entry(alice.page, bob.user.username).first().click()
  const message = `Bonjour ${bob.user.username}, tu as vu le relevé ?`
  await alice.page.getByRole('textbox', { name: 'Message' }).fill(message)
  await alice.page.getByRole('textbox', { name: 'Message' }).press('Enter')
  await expect(alice.page.getByRole('log').getByText(message)).toBeVisible()

  // Bob, without reloading: a toast, the chat in his list with one unread message, the menu badge.
  await expect(toast(bob.page, message)).toBeVisible()
  const chatOfAlice = entry(bob.page, alice.user.username).first()
  await expect(chatOfAlice).toHaveAccessibleName(/1 unread message/)
  await expect(menu(bob.page).getByRole('link', { name: 'Chat 1' })).toBeVisible()
  await snap(bob.page, 'chat-unseen')

  // Opening it shows the message and clears both counts.
  await chatOfAlice.click()
  await expect(bob.page.getByRole('log').getByText(message)).toBeVisible()
  await expect(entry(bob.page, alice.user.username).first()).not.toHaveAccessibleName(/unread/)
  await expect(menu(bob.page).getByRole('link', { name: 'Chat', exact: true })).toBeVisible()

  // Bob answers with the button; Alice, who has the chat open, sees it arrive.
  await bob.page.getByRole('textbox', { name: 'Message' }).fill('Oui, merci !')
  await bob.page.getByRole('button', { name: 'Send' }).click()
  await expect(alice.page.getByRole('log').getByText('Oui, merci !')).toBeVisible()

  // Bob says he is busy: Alice sees it without reloading.
  await bob.page.getByRole('button', { name: 'Your profile and status' }).click()
  await bob.page.getByRole('radio', { name: /Busy/ }).check()
  await expect(toast(bob.page, 'Profile saved')).toBeVisible()
  await expect(entry(alice.page, bob.user.username).first()).toHaveAccessibleName(/Busy/)

  // Everything was stored: a reload shows the conversation, Bob's status and Bob's chosen status.
  await alice.page.reload()
  await entry(alice.page, bob.user.username).first().click()
  await expect(alice.page.getByRole('log').getByText(message)).toBeVisible()
  await expect(alice.page.getByRole('log').getByText('Oui, merci !')).toBeVisible()
  await bob.page.reload()
  await bob.page.getByRole('button', { name: 'Your profile and status' }).click()
  await expect(bob.page.getByRole('radio', { name: /Busy/ })).toBeChecked()

  // Bob leaves: once he is gone, Alice sees him offline (true presence, whatever he chose).
  await bob.page.context().close()
  await expect(entry(alice.page, bob.user.username).first()).toHaveAccessibleName(/Offline/, { timeout: 15_000 })
  await alice.page.context().close()
})

test('the demo admin sees the seeded chats, the unread one first, and an empty message is refused', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await openChat(page)
  // Thomas's chat comes first (the newest message) and carries the one unread message of the demo.
  const thomas = entry(page, 'Thomas Girard').first()
  await expect(thomas).toHaveAccessibleName(/1 unread message/)
  await thomas.click()
  await expect(page.getByRole('log').getByText(/le retrait est validé/)).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).fill('   ')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Write a message first.')).toBeVisible()
  await snap(page, 'chat-admin')
})
