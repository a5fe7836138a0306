import { createRequire } from 'node:module'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, snap, toast } from './helpers'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

// Other specs run beside this one on the same server (and may add users):
// every user made here has a name of its own, and no test counts on the demo
// list's totals staying as they were.
let counter = 0
function uniqueUser(label: string) {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`
  return { fullName: `${label} ${id}`, username: `e2e.${label.toLowerCase()}.${id}`.slice(0, 30), email: `e2e.${id}@exemple.coop` }
}

/** Adds a user through the JSON call (201 {user}) and answers its id. */
async function addUser(page: Page, user: { fullName: string; username: string; email: string }, extra: Record<string, string> = {}): Promise<number> {
  const res = await page.request.post('/apps/users/add-user', {
    data: { user: { role: 'subscriber', currentPlan: 'basic', company: 'Coop E2E', country: 'France', contact: '+33 1 23 45 67 89', ...user, ...extra } },
    headers: { Accept: 'application/json' },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { user: { id: number } }).user.id
}

const table = (page: Page) => page.getByRole('table', { name: 'Users' })
const rows = (page: Page) => table(page).locator('tbody tr')
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('link', { name, exact: true }) })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' })
const panel = (page: Page) => page.getByRole('dialog')

/** The full names of the rows, top to bottom. */
async function names(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('th a')?.textContent?.trim() ?? ''))
}

/** Clicks the tab's Save and waits for the server's answer (a toast may still show from the save before). */
async function save(page: Page, scope: Locator, path: string): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === 'POST')
  await scope.getByRole('button', { name: 'Save changes' }).click()
  expect((await answered).status()).toBeLessThan(400)
  await expect(scope.getByRole('button', { name: 'Save changes' })).toBeEnabled()
}

async function openList(page: Page, query = '') {
  await page.goto(`/apps/user/list${query}`)
  await expect(search(page)).toBeVisible()
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
})

test('filter, search, sort and page the list; a reload shows the same view', async ({ page }) => {
  await openList(page)
  await expect(page.getByText(/^Showing 1 to 10 of \d+$/)).toBeVisible()

  // Filters: every change goes into the URL and the server answers the rows.
  await page.getByRole('combobox', { name: 'Role' }).selectOption('editor')
  await expect(page).toHaveURL(pathURL('/apps/user/list?role=editor'))
  await expect(rows(page).first()).toBeVisible()
  for (const r of await rows(page).all()) await expect(r).toContainText('Editor')
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active')
  await expect(page).toHaveURL(pathURL('/apps/user/list?role=editor&status=active'))
  for (const r of await rows(page).all()) await expect(r).toContainText('Active')
  await page.getByRole('combobox', { name: 'Plan' }).selectOption('enterprise')
  await expect(page).toHaveURL(pathURL('/apps/user/list?role=editor&currentPlan=enterprise&status=active'))

  // Sort by name, A→Z then Z→A.
  const header = page.getByRole('columnheader', { name: /User/ })
  await header.getByRole('button').click()
  await expect(page).toHaveURL(pathURL('/apps/user/list?role=editor&currentPlan=enterprise&status=active&sortBy=fullName&sortDesc=false'))
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  const ascending = await names(page)
  expect(ascending.length).toBeGreaterThan(1)
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)))
  await header.getByRole('button').click()
  await expect(page).toHaveURL(/sortBy=fullName&sortDesc=true$/)
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(() => names(page)).toEqual([...ascending].reverse())
  const filteredURL = page.url()
  const filteredRows = await names(page)
  await snap(page, 'user-list-filtered')

  await page.reload()
  await expect(search(page)).toBeVisible()
  expect(page.url()).toBe(filteredURL)
  expect(await names(page)).toEqual(filteredRows)
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('editor')
  await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveValue('enterprise')
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active')
  await expect(page.getByRole('columnheader', { name: /User/ })).toHaveAttribute('aria-sort', 'descending')

  // Search (debounced, by name): the filters stay, the page goes back to 1.
  await search(page).fill('Lacroix')
  await expect(page).toHaveURL(/[?&]q=Lacroix(&|$)/)
  await expect(row(page, 'Maxime Lacroix')).toBeVisible()
  await expect(rows(page)).toHaveCount(1)
  await page.reload()
  await expect(search(page)).toHaveValue('Lacroix')
  await expect(row(page, 'Maxime Lacroix')).toBeVisible()
  await search(page).fill('zzz introuvable')
  await expect(page.getByText('No user matches "zzz introuvable".')).toBeVisible()
  // Clearing the filters keeps the order.
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(pathURL('/apps/user/list?sortBy=fullName&sortDesc=true'))
  await expect(search(page)).toHaveValue('')

  // Pages and rows per page.
  await page.getByRole('navigation', { name: 'Pages of the user list' }).getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(pathURL('/apps/user/list?page=2&sortBy=fullName&sortDesc=true'))
  await expect(page.getByText(/^Showing 11 to 20 of \d+$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
  await expect(page).toHaveURL(pathURL('/apps/user/list?perPage=25&sortBy=fullName&sortDesc=true'))
  await expect(rows(page)).toHaveCount(25)
  await page.reload()
  await expect(rows(page)).toHaveCount(25)
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')

  // The export follows the list's filter and order.
  await page.getByRole('combobox', { name: 'Role' }).selectOption('author')
  await expect(page).toHaveURL(pathURL('/apps/user/list?role=author&perPage=25&sortBy=fullName&sortDesc=true'))
  const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href')
  expect(href).toBe('/apps/users/export.csv?role=author&sortBy=fullName&sortDesc=true')
  const csv = await page.request.get(href!)
  expect(csv.status()).toBe(200)
  const lines = (await csv.text()).trim().split('\n')
  expect(lines[0]).toContain('fullName')
  expect(lines.slice(1).every((l) => l.includes(',author,'))).toBe(true)
})

test('add a user: it comes first; a duplicate e-mail shows the field error and adds nothing', async ({ page }) => {
  const user = uniqueUser('Ajout')
  await openList(page)
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = panel(page)
  await expect(dialog.getByRole('heading', { name: 'Add user' })).toBeVisible()
  await dialog.getByLabel('Full name').fill(user.fullName)
  await dialog.getByLabel('Username').fill(user.username)
  await dialog.getByLabel('Email').fill(user.email)
  await dialog.getByLabel('Company').fill('Les Jardins Partagés')
  await dialog.getByLabel('Country').fill('Belgique')
  await dialog.getByLabel('Contact').fill('+32 2 555 12 34')
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('author')
  await dialog.getByRole('combobox', { name: 'Plan' }).selectOption('team')
  await snap(page, 'user-add-panel')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `${user.fullName} was added.`)).toBeVisible()
  expect((await names(page))[0]).toBe(user.fullName)
  await expect(rows(page).first()).toContainText('Author')
  await expect(rows(page).first()).toContainText('Team')

  await page.reload()
  await expect(row(page, user.fullName)).toBeVisible()

  // The same e-mail again: the server refuses, the panel keeps what was typed.
  const other = uniqueUser('Doublon')
  await page.getByRole('button', { name: 'Add user' }).click()
  await dialog.getByLabel('Full name').fill(other.fullName)
  await dialog.getByLabel('Username').fill(other.username)
  await dialog.getByLabel('Email').fill(user.email)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByText('This email is already in use.')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Full name')).toHaveValue(other.fullName)
  await expect(dialog.getByLabel('Username')).toHaveValue(other.username)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await search(page).fill(other.fullName)
  await expect(page.getByText(`No user matches "${other.fullName}".`)).toBeVisible()
  await search(page).fill(user.fullName)
  await expect(rows(page)).toHaveCount(1)
})

test('edit each tab, upload an avatar; a reload shows the saved values', async ({ page }) => {
  test.slow()
  const user = uniqueUser('Edition')
  const id = await addUser(page, user)
  await page.goto(`/apps/user/edit/${id}`)
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')

  // Account.
  const account = page.getByRole('tabpanel', { name: 'Account' })
  const renamed = `${user.fullName} (modifié)`
  await account.getByLabel('Full name').fill(renamed)
  await account.getByLabel('Company').fill('Coopérative du Marais')
  await account.getByRole('combobox', { name: 'Plan' }).selectOption('company')
  await account.getByRole('combobox', { name: 'Role' }).selectOption('maintainer')
  await save(page, account, `/apps/users/${id}/account`)
  await expect(toast(page, `Changes to ${renamed} saved.`)).toBeVisible()
  await page.reload()
  await expect(account.getByLabel('Full name')).toHaveValue(renamed)
  await expect(account.getByLabel('Company')).toHaveValue('Coopérative du Marais')
  await expect(account.getByRole('combobox', { name: 'Plan' })).toHaveValue('company')
  await expect(account.getByRole('combobox', { name: 'Role' })).toHaveValue('maintainer')

  // A taken username (the demo client's): the error under it, the typed value kept.
  await account.getByLabel('Username').fill('julien')
  await save(page, account, `/apps/users/${id}/account`)
  await expect(account.getByText('This username is already in use.')).toBeVisible()
  await expect(account.getByLabel('Username')).toHaveValue('julien')
  await account.getByRole('button', { name: 'Undo changes' }).click()
  await expect(account.getByLabel('Username')).toHaveValue(user.username)

  // Avatar: too big is refused at once; a PNG is stored; Reset brings the initials back.
  await account.getByLabel('Profile picture file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(900 * 1024) })
  await expect(account.getByText('The image is over 800 KB.')).toBeVisible()
  await account.getByLabel('Profile picture file').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG })
  const picture = account.locator('img[src^="/media/avatars/"]')
  await expect(picture).toBeVisible()
  await page.reload()
  await expect(picture).toBeVisible()
  await expect(page.locator('header img[src^="/media/avatars/"]')).toBeVisible()
  await account.getByRole('button', { name: 'Reset' }).click()
  await expect(picture).toHaveCount(0)
  await page.reload()
  await expect(picture).toHaveCount(0)

  // Information: the tab is in the URL.
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page).toHaveURL(pathURL(`/apps/user/edit/${id}?tab=information`))
  const info = page.getByRole('tabpanel', { name: 'Information' })
  await info.getByLabel('Birth date').fill('1985-04-23')
  await info.getByRole('textbox', { name: 'Phone' }).fill('+33 4 72 00 00 00')
  await info.getByLabel('Website').fill('not a site')
  await info.getByRole('checkbox', { name: 'French' }).check()
  await info.getByRole('checkbox', { name: 'German' }).check()
  await info.getByRole('radio', { name: 'Female' }).click()
  await info.getByRole('checkbox', { name: 'Message' }).check()
  await info.getByLabel('Address line').fill('12 rue des Tisserands')
  await info.getByLabel('City').fill('Lyon')
  await info.getByLabel('State or region').fill('Auvergne-Rhône-Alpes')
  await info.getByLabel('Postcode').fill('69001')
  await info.getByLabel('Country').fill('France')
  await save(page, info, `/apps/users/${id}/information`)
  await expect(info.getByText('Website is an address starting with https:// or http://.')).toBeVisible()
  await expect(info.getByLabel('City')).toHaveValue('Lyon')
  await info.getByLabel('Website').fill('https://jardins.exemple.coop')
  await save(page, info, `/apps/users/${id}/information`)
  await expect(info.getByText('Website is an address starting with https:// or http://.')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true')
  await expect(info.getByLabel('Birth date')).toHaveValue('1985-04-23')
  await expect(info.getByLabel('Website')).toHaveValue('https://jardins.exemple.coop')
  await expect(info.getByRole('checkbox', { name: 'French' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'German' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'English' })).not.toBeChecked()
  await expect(info.getByRole('radio', { name: 'Female' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'Message' })).toBeChecked()
  await expect(info.getByLabel('Postcode')).toHaveValue('69001')

  // Social: an http:// address is refused under its field.
  await page.getByRole('tab', { name: 'Social' }).click()
  await expect(page).toHaveURL(pathURL(`/apps/user/edit/${id}?tab=social`))
  const social = page.getByRole('tabpanel', { name: 'Social' })
  await social.getByLabel('Twitter').fill('http://twitter.com/jardins')
  await social.getByLabel('GitHub').fill('https://github.com/jardins')
  await save(page, social, `/apps/users/${id}/social`)
  await expect(social.getByText('Must be an https:// address.')).toBeVisible()
  await expect(social.getByLabel('GitHub')).toHaveValue('https://github.com/jardins')
  await social.getByLabel('Twitter').fill('https://twitter.com/jardins')
  await save(page, social, `/apps/users/${id}/social`)
  await expect(social.getByText('Must be an https:// address.')).toHaveCount(0)
  await snap(page, 'user-edit-social')
  await page.reload()
  await expect(social.getByLabel('Twitter')).toHaveValue('https://twitter.com/jardins')
  await expect(social.getByLabel('GitHub')).toHaveValue('https://github.com/jardins')
  await expect(social.getByLabel('LinkedIn')).toHaveValue('')

  // The view shows all of it, and the timeline says what changed.
  await page.goto(`/apps/user/view/${id}`)
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(page.getByText('Coopérative du Marais')).toBeVisible()
  await expect(page.getByText('French and German')).toBeVisible()
  await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/jardins')
  await expect(page.getByText('Plan changed from Basic to Company')).toBeVisible()
  await expect(page.getByText('Role changed from Subscriber to Maintainer')).toBeVisible()
  await snap(page, 'user-view')
})

test('suspend then activate a user on their page; each survives a reload', async ({ page }) => {
  const user = uniqueUser('Suspension')
  const id = await addUser(page, user)
  await page.goto(`/apps/user/view/${id}`)
  const card = page.getByRole('region', { name: user.fullName })
  await expect(card.getByText('Active', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Suspend' }).click()
  await expect(toast(page, `${user.fullName} is suspended.`)).toBeVisible()
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Suspend' })).toHaveCount(0)
  await page.reload()
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Activate' }).click()
  await expect(toast(page, `${user.fullName} is active again.`)).toBeVisible()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await page.reload()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('Status changed from Inactive to Active')).toBeVisible()

  // One's own page has no Suspend or Delete.
  await page.goto('/apps/user/view/1')
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
})

test('delete after the confirmation, from the list and from the view', async ({ page }) => {
  const first = uniqueUser('Suppression')
  const second = uniqueUser('Suppression')
  await addUser(page, first)
  const secondId = await addUser(page, second)

  await openList(page, `?q=${encodeURIComponent(first.fullName)}`)
  await expect(row(page, first.fullName)).toBeVisible()
  await page.getByRole('button', { name: `Delete ${first.fullName}` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Delete this user?' })).toBeVisible()
  await expect(dialog).toContainText(first.fullName)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, first.fullName)).toBeVisible()

  await page.getByRole('button', { name: `Delete ${first.fullName}` }).click()
  await snap(page, 'user-delete-dialog')
  await dialog.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(toast(page, `${first.fullName} was deleted.`)).toBeVisible()
  await expect(row(page, first.fullName)).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(`No user matches "${first.fullName}".`)).toBeVisible()

  // From the view page: back to the list.
  await page.goto(`/apps/user/view/${secondId}`)
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page).toHaveURL(pathURL('/apps/user/list'))
  await expect(toast(page, `${second.fullName} was deleted.`)).toBeVisible()
  await expect(row(page, second.fullName)).toHaveCount(0)

  // One's own row has no Delete.
  const me = await page.request.get('/api/users/user?id=1', { headers: { Accept: 'application/json' } })
  const { fullName, username } = (await me.json()) as { fullName: string; username: string }
  await openList(page, `?q=${encodeURIComponent(username)}`)
  await expect(row(page, fullName)).toBeVisible()
  await expect(row(page, fullName).getByRole('link', { name: `Edit ${fullName}` })).toBeVisible()
  await expect(page.getByRole('button', { name: `Delete ${fullName}` })).toHaveCount(0)
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
  test.use({ bypassCSP: true })

  async function violations(page: Page, skin: 'light' | 'dark'): Promise<string[]> {
    await page.evaluate((s) => (document.documentElement.dataset.skin = s), skin)
    await page.waitForTimeout(300)
    await page.addScriptTag({ path: AXE_PATH })
    return page.evaluate(async () => {
      type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }
      const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<Result> } }).axe
      const { violations: found } = await axe.run(document)
      return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    })
  }

  test('the list, the view and the edit page have no serious or critical axe violations, light and dark', async ({ page }) => {
    for (const path of ['/apps/user/list', '/apps/user/view/2', '/apps/user/edit/2?tab=information']) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached()
      for (const skin of ['light', 'dark'] as const) expect(await violations(page, skin), `${path}, ${skin}`).toEqual([])
    }
  })
})

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
