import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, login, register, snap, uniqueUser } from './helpers'

// The bell: a task assigned by the admin to another person stays in that
// person's bell after a reload, opens the task, and "mark all as read" clears it.

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ })

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? NaN)
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  return context.newPage()
}

test('an assigned task waits in the assignee’s bell after a reload, opens the task, and "mark all as read" clears the badge', async ({ browser }) => {
  test.slow() // two people, each with their own browser
  // Self-registered accounts are admins in the demo set-up: the new person may open the to-do.
  const assignee = uniqueUser('bell')
  const them = await newPage(browser)
  await register(them, assignee)
  const before = await unreadCount(them)

  // The admin assigns them a task, through the to-do's panel.
  const admin = await newPage(browser)
  await login(admin, ADMIN.email, ADMIN.password, '/')
  await admin.goto('/apps/todo')
  const title = `Relire le procès-verbal ${Date.now().toString(36)}`
  await admin.getByRole('button', { name: 'Add task' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByRole('combobox', { name: 'Assignee' }).fill(assignee.username)
  await admin.getByRole('option', { name: new RegExp(assignee.username) }).click()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  // The admin assigned it, so the admin's own bell has nothing about it.
  await admin.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
  await expect(admin.getByText(`Camille Lefèvre assigned you “${title}”.`)).toHaveCount(0)

  // The assignee's bell keeps it across a reload.
  await them.reload()
  await expect(bell(them)).toHaveAccessibleName(`Notifications, ${before + 1} unread`)
  await bell(them).click()
  const item = them.getByRole('button', { name: new RegExp(`Task assigned to you.*Camille Lefèvre assigned you “${escapeRe(title)}”`) })
  await expect(item).toBeVisible()
  await expect(item).toContainText(/now|second|minute/)
  await snap(them, 'notifications-bell')

  // Clicking it opens the task, and reads it.
  await item.click()
  await expect(them).toHaveURL(/\/apps\/todo\?task=\d+$/)
  const panel = them.getByRole('dialog')
  await expect(panel.getByRole('heading', { name: 'Edit task' })).toBeVisible()
  await expect(panel.getByLabel('Title', { exact: true })).toHaveValue(title)
  await them.keyboard.press('Escape')
  await expect(bell(them)).toHaveAccessibleName(`Notifications, ${before} unread`)

  // Another one, then "mark all as read" clears the badge, for good.
  await admin.goto('/apps/todo')
  await admin.getByRole('button', { name: 'Add task' }).click()
  await dialog.getByLabel('Title', { exact: true }).fill(`${title} (2)`)
  await dialog.getByRole('combobox', { name: 'Assignee' }).fill(assignee.username)
  await admin.getByRole('option', { name: new RegExp(assignee.username) }).click()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  await them.goto('/') // a reload of /apps/todo?task=… would open that task again
  await expect(bell(them)).toHaveAccessibleName(`Notifications, ${before + 1} unread`)
  await bell(them).click()
  await them.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(them)).toHaveAccessibleName('Notifications, 0 unread')
  await them.reload()
  await expect(bell(them)).toHaveAccessibleName('Notifications, 0 unread')
  await expect(bell(them).locator('span[aria-hidden="true"]')).toHaveCount(0)
})

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
