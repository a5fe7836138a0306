import { expect, type Locator, type Page } from '@playwright/test'

// The users pages' locators and steps, shared by user.spec.ts (the list) and user-edit.spec.ts.

// Other specs run beside this one on the same server (and may add users):
// every user made here has a name of its own, and no test counts on the demo
// list's totals staying as they were.
let counter = 0
export function uniqueUser(label: string) {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`
  return { fullName: `${label} ${id}`, username: `e2e.${label.toLowerCase()}.${id}`.slice(0, 30), email: `e2e.${id}@exemple.coop` }
}

/** Adds a user through the JSON call (201 {user}) and answers its id. */
export async function addUser(page: Page, user: { fullName: string; username: string; email: string }, extra: Record<string, string> = {}): Promise<number> {
  const res = await page.request.post('/apps/users/add-user', {
    data: { user: { role: 'subscriber', currentPlan: 'basic', company: 'Coop E2E', country: 'France', contact: '+33 1 23 45 67 89', ...user, ...extra } },
    headers: { Accept: 'application/json' },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { user: { id: number } }).user.id
}

export const table = (page: Page) => page.getByRole('table', { name: 'Users' })
export const rows = (page: Page) => table(page).locator('tbody tr')
export const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) })
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' })
export const panel = (page: Page) => page.getByRole('dialog')

/** The full names of the rows, top to bottom. */
export async function names(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('th a')?.textContent?.trim() ?? ''))
}

/** Clicks the tab's Save and waits for the server's answer (a toast may still show from the save before). */
export async function save(page: Page, scope: Locator, path: string): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === 'POST')
  await scope.getByRole('button', { name: 'Save changes' }).click()
  expect((await answered).status()).toBeLessThan(400)
  await expect(scope.getByRole('button', { name: 'Save changes' })).toBeEnabled()
}

export async function openList(page: Page, query = '') {
  await page.goto(`/apps/user/list${query}`)
  await expect(search(page)).toBeVisible()
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
