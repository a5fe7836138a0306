import { expect, test } from '@playwright/test'
import { ADMIN, login, pathURL, snap, toast } from './helpers'
import { seriousViolations } from './axe'
import { addUser, names, openList, panel, row, rows, search, uniqueUser } from './user-helpers'


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

  const violations = seriousViolations

  test('the list, the view and the edit page have no serious or critical axe violations, light and dark', async ({ page }) => {
    for (const path of ['/apps/user/list', '/apps/user/view/2', '/apps/user/edit/2?tab=information']) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached()
      for (const skin of ['light', 'dark'] as const) expect(await violations(page, skin), `${path}, ${skin}`).toEqual([])
    }
  })
})
