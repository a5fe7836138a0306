import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, login, pathURL, register, snap, uniqueUser } from './helpers'

const TABLE = '/tables/data-table'
const DEFAULT_HIDDEN = ['id', 'email', 'city', 'experience']

interface Employee {
  id: number
  full_name: string
  salary_cents: number
  status: number
}

const table = (page: Page) => page.getByRole('table', { name: 'Employees' })
const rows = (page: Page) => table(page).locator('tbody tr')
/** The names of the rows shown (the row header's text without the avatar's initials). */
const names = (page: Page) => table(page).locator('tbody th[scope=row] span[dir=auto]').allInnerTexts()
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search employees' })

/** What the data call answers for a query, read as the page's own session. */
async function data(page: Page, query: string): Promise<{ invoices: Employee[]; total: number }> {
  const r = await page.request.get(`/api/datatables/data?${query}`)
  expect(r.status()).toBe(200)
  return (await r.json()) as { invoices: Employee[]; total: number }
}

/** A downloaded CSV's rows (byte order mark checked and dropped; English: `,`). */
async function csvRows(page: Page, click: () => Promise<void>): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  const text = fs.readFileSync((await download.path())!, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  // The demo's cells hold no separators, quotes or line breaks.
  return text
    .slice(1)
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','))
}

/** Salary cells ("€42,500.00") as numbers. */
async function salaries(page: Page): Promise<number[]> {
  const index = await table(page)
    .getByRole('columnheader')
    .evaluateAll((hs) => hs.findIndex((h) => h.textContent?.includes('Salary')))
  return (await rows(page).locator(`td:nth-child(${index + 1})`).allInnerTexts()).map((s) => Number(s.replace(/[^0-9.]/g, '')))
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  // Every test starts from the table's default columns.
  expect((await page.request.put('/api/datatables/columns', { data: { hidden: DEFAULT_HIDDEN } })).status()).toBe(200)
})

test('filter, sort, tick rows and export what is found and what is ticked', async ({ page }) => {
  await page.goto(TABLE)
  await expect(page.getByText('Showing 1 to 10 of 500')).toBeVisible()
  await expect(rows(page)).toHaveCount(10)

  // The filter is blind to accents and case, and lives in the URL.
  await search(page).fill('BUHLER')
  await expect(page).toHaveURL(pathURL(`${TABLE}?q=BUHLER`))
  const found = await data(page, 'q=BUHLER&perPage=100')
  expect(found.total).toBeGreaterThan(10)
  await expect(page.getByText(`Showing 1 to 10 of ${found.total}`)).toBeVisible()
  for (const name of await names(page)) expect(name).toContain('Bühler')
  await snap(page, 'datatable-filtered')

  // Sort by salary, up then down; the id breaks ties.
  await header(page, 'Salary').getByRole('button').click()
  await expect(page).toHaveURL(pathURL(`${TABLE}?q=BUHLER&sortBy=salary&sortDesc=false`))
  await expect(header(page, 'Salary')).toHaveAttribute('aria-sort', 'ascending')
  const up = await salaries(page)
  expect(up).toEqual([...up].sort((a, b) => a - b))
  await header(page, 'Salary').getByRole('button').click()
  await expect(page).toHaveURL(pathURL(`${TABLE}?q=BUHLER&sortBy=salary&sortDesc=true`))
  await expect.poll(async () => (await salaries(page))[0]).toBeGreaterThanOrEqual(up.at(-1)!)
  const down = await salaries(page)
  expect(down).toEqual([...down].sort((a, b) => b - a))
  const shown = await names(page)
  const sorted = [...found.invoices].sort((a, b) => b.salary_cents - a.salary_cents || b.id - a.id)
  expect(shown).toEqual(sorted.slice(0, 10).map((e) => e.full_name))

  // A reload shows the same view.
  await page.reload()
  await expect(search(page)).toHaveValue('BUHLER')
  expect(await names(page)).toEqual(shown)

  // The export holds every row found, all pages, in the table's order.
  const all = await csvRows(page, () => page.getByRole('link', { name: 'Export', exact: true }).click())
  expect(all[0]).toEqual(['id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'])
  expect(all.length - 1).toBe(found.total)
  expect(all.slice(1).map((r) => Number(r[0]))).toEqual(sorted.map((e) => e.id))

  // Tick two rows, then export them alone.
  const picked = [shown[1]!, shown[3]!]
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  await expect(page.getByText('Selected: 2')).toBeVisible()
  await snap(page, 'datatable-selected')
  await expect(page.getByRole('checkbox', { name: 'Select every row of this page' })).not.toBeChecked()
  const ticked = await csvRows(page, () => page.getByRole('link', { name: 'Export selected' }).click())
  expect(ticked.length).toBe(3)
  expect(ticked.slice(1).map((r) => r[1])).toEqual(picked)
  // The page's box ticks every row of the page.
  await page.getByRole('checkbox', { name: 'Select every row of this page' }).check()
  await expect(page.getByText('Selected: 10')).toBeVisible()
  const page1 = await csvRows(page, () => page.getByRole('link', { name: 'Export selected' }).click())
  expect(page1.slice(1).map((r) => r[1])).toEqual(shown)
  await page.getByRole('button', { name: 'Clear the selection' }).click()
  await expect(page.getByText(/Selected:/)).toHaveCount(0)

  // Nothing found: said, with a way back.
  await search(page).fill('zzz introuvable')
  await expect(page.getByText('No employee matches “zzz introuvable”.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear the search' }).click()
  await expect(page.getByText('Showing 1 to 10 of 500')).toBeVisible()
})

test('a dated and a salary search, and the page size', async ({ page }) => {
  await page.goto(`${TABLE}?q=${encodeURIComponent('03/2021')}`)
  const march = await data(page, `q=${encodeURIComponent('2021-03')}&perPage=100`)
  expect(march.total).toBeGreaterThan(0)
  await expect(page.getByText(new RegExp(`of ${march.total}$`))).toBeVisible()
  for (const cell of await table(page).locator('time').allInnerTexts()) expect(cell).toMatch(/^Mar \d+, 2021$/)
  await page.getByLabel('Rows per page').selectOption('25')
  await expect(page).toHaveURL(pathURL(`${TABLE}?q=03%2F2021&perPage=25`))
  await expect(rows(page)).toHaveCount(Math.min(25, march.total))
})

test('a hidden column stays hidden after a reload and on another device', async ({ page, browser }) => {
  await page.goto(TABLE)
  await expect(header(page, 'Post')).toBeVisible()
  await expect(header(page, 'City')).toHaveCount(0)
  await page.getByRole('button', { name: 'Columns' }).click()
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/datatables/columns') && r.request().method() === 'PUT')
  await page.getByRole('checkbox', { name: 'Post' }).uncheck()
  expect((await saved).status()).toBe(200)
  const savedCity = page.waitForResponse((r) => r.url().endsWith('/api/datatables/columns') && r.request().method() === 'PUT')
  await page.getByRole('checkbox', { name: 'City' }).check()
  expect((await savedCity).status()).toBe(200)
  await expect(header(page, 'Post')).toHaveCount(0)
  await expect(header(page, 'City')).toBeVisible()
  await snap(page, 'datatable-columns')

  await page.reload()
  await expect(rows(page)).toHaveCount(10)
  await expect(header(page, 'Post')).toHaveCount(0)
  await expect(header(page, 'City')).toBeVisible()

  // Another browser, signed in as the same person: the same columns.
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await login(elsewhere, ADMIN.email, ADMIN.password, '/')
  await elsewhere.goto(TABLE)
  await expect(rows(elsewhere)).toHaveCount(10)
  await expect(header(elsewhere, 'Post')).toHaveCount(0)
  await expect(header(elsewhere, 'City')).toBeVisible()
  await other.close()

  // Back to the defaults.
  await page.getByRole('button', { name: 'Columns' }).click()
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/datatables/columns') && r.request().method() === 'PUT')
  await page.getByRole('button', { name: 'Back to the defaults' }).click()
  expect((await reset).status()).toBe(200)
  await page.reload()
  await expect(header(page, 'Post')).toBeVisible()
  await expect(header(page, 'City')).toHaveCount(0)
})

test('the four skins, right to left, and the four languages', async ({ page }) => {
  test.slow()
  for (const skin of ['light', 'dark', 'bordered', 'semi-dark']) {
    await page.evaluate((s) => localStorage.setItem('skin', JSON.stringify(s)), skin)
    await page.goto(TABLE)
    await expect(page.locator('html')).toHaveAttribute('data-skin', skin)
    await expect(rows(page)).toHaveCount(10)
    await snap(page, `datatable-${skin}`)
  }
  await page.evaluate(() => {
    localStorage.setItem('skin', JSON.stringify('light'))
    localStorage.setItem('partage.layout', JSON.stringify({ isRTL: true }))
  })
  await page.goto(TABLE)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(rows(page)).toHaveCount(10)
  await snap(page, 'datatable-rtl')
  await page.evaluate(() => localStorage.setItem('partage.layout', JSON.stringify({ isRTL: false })))

  const words = {
    fr: { heading: 'Salariés', salary: /\d{2}\s\d{3},\d{2}\s€/ },
    de: { heading: 'Mitarbeitende', salary: /\d{2}\.\d{3},\d{2}\s€/ },
    pt: { heading: 'Colaboradores', salary: /\d{2}[.\s]\d{3},\d{2}/ },
  }
  // A language chosen signed in is saved on the account: a person of this test's own, not the
  // demo admin whom the specs running beside this one share.
  await page.context().clearCookies()
  await register(page, uniqueUser('dt'))
  for (const [lng, w] of Object.entries(words)) {
    expect((await page.request.post('/api/language', { data: { language: lng } })).status()).toBeLessThan(300)
    await page.goto(TABLE)
    await expect(page.getByRole('heading', { name: w.heading, level: 1 })).toBeVisible()
    await expect(page.locator('table td', { hasText: w.salary }).first()).toBeVisible()
    await snap(page, `datatable-${lng}`)
  }
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
  test.use({ bypassCSP: true })

  test('the table, a row ticked and the column menu open, has no serious or critical axe violations, light and dark', async ({ page }) => {
    await page.goto(`${TABLE}?q=${encodeURIComponent('buhler')}`)
    await expect(rows(page).first()).toBeVisible()
    await page.getByRole('checkbox', { name: 'Select every row of this page' }).check()
    await page.getByRole('checkbox', { name: /^Select / }).nth(1).uncheck()
    await page.getByRole('button', { name: 'Columns' }).click()
    await expect(page.getByRole('checkbox', { name: 'Experience' })).toBeVisible()
    for (const skin of ['light', 'dark'] as const) expect(await seriousViolations(page, skin), skin).toEqual([])
  })
})
