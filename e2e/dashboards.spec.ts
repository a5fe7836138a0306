import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, CLIENT, login, pathURL } from './helpers'
import { RESULTS_DIR } from './server'

/** The cards each dashboard draws (the newsletter is left out: the blog has no subscribers). */
const DASHBOARDS = {
  analytics: ['avg-sessions', 'site-traffic', 'active-users', 'sessions-device', 'support-tracker', 'subscribers'],
  ecommerce: [
    'revenue-report',
    'goal-overview',
    'revenue',
    'product-orders',
    'customers',
    'orders-bar-chart',
    'profit-line-chart',
    'sales',
    'statistics-revenue',
    'orders',
  ],
} as const

const card = (page: Page, name: string) => page.locator(`[data-card="${name}"]`)
const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`)
/** A button of the period picker. */
const period = (page: Page, name: string) => page.getByRole('group', { name: 'Period' }).getByRole('button', { name, exact: true })

/** A full-page picture under test-results/dashboards/ for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = path.join(RESULTS_DIR, 'dashboards')
  fs.mkdirSync(dir, { recursive: true })
  await page.evaluate(() => document.fonts?.ready).catch(() => undefined)
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' })
}

/** Waits until every card is there and each chart ApexCharts draws is on screen (it loads after the page). */
async function drawn(page: Page, cards: readonly string[]) {
  for (const name of cards) await expect(card(page, name), name).toBeVisible()
  await expect(page.locator('[data-chart-loading]')).toHaveCount(0, { timeout: 20_000 })
  const charts = page.locator('[data-chart]')
  const count = await charts.count()
  for (let i = 0; i < count; i++) await expect(charts.nth(i).locator('svg').first()).toBeVisible()
}

test('each dashboard in the light and the dark skin, every card drawn from the server’s figures', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  for (const [name, cards] of Object.entries(DASHBOARDS)) {
    await page.goto(`/dashboard/${name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name === 'analytics' ? 'Analytics' : 'eCommerce')
    await drawn(page, cards)
    await expect(page.locator('[data-card]')).toHaveCount(cards.length)
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'light')
    // Each card leads to its list and offers its figures as CSV.
    for (const c of cards) {
      await expect(card(page, c).getByRole('link').first()).toHaveAttribute('href', /^\//)
      await expect(card(page, c).getByRole('button', { name: /^Download CSV/ })).toBeVisible()
    }
    await shot(page, `${name}-light`)

    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark')
    // The charts are drawn again in the dark skin's colours: their labels are light on dark.
    const label = page.locator('[data-chart] svg text').first()
    if (await label.count()) await expect.poll(async () => label.evaluate((el) => getComputedStyle(el).fill)).not.toBe('rgb(109, 107, 119)')
    await drawn(page, cards)
    await shot(page, `${name}-dark`)
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'light')
  }
})

test('changing the period reloads the cards only, and a figure follows it', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/dashboard/ecommerce')
  await drawn(page, DASHBOARDS.ecommerce)
  await expect(period(page, '30 days')).toHaveAttribute('aria-pressed', 'true')
  const before = await figure(page, 'statistics-revenue').getAttribute('data-value')
  // The figure the server counts for twelve months, asked on its own.
  const res = await page.request.get('/card/card-statistics/revenue?period=12m', { headers: { Accept: 'application/json' } })
  expect(res.status()).toBe(200)
  const year = (await res.json()) as { totalCents: number; labels: string[] }
  expect(String(year.totalCents), 'twelve months hold more invoices than thirty days').not.toBe(before)

  await page.evaluate(() => ((window as unknown as { __same: number }).__same = 1))
  await period(page, '12 months').click()
  await expect(page).toHaveURL(/\/dashboard\/ecommerce\?period=12m$/)
  await expect(figure(page, 'statistics-revenue')).toHaveAttribute('data-value', String(year.totalCents))
  await expect(period(page, '12 months')).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(1)

  // A custom period is checked before it is asked for; the server's answer is kept in the URL.
  await period(page, 'Custom').click()
  const to = await page.getByLabel('To', { exact: true }).inputValue()
  await page.getByLabel('From', { exact: true }).fill('2001-01-01')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Three years at most.')).toBeVisible()
  await expect(page).toHaveURL(/period=12m$/)
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('From', { exact: true }).fill(from)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${to}$`))
  await expect(page.locator(`[data-period="custom:${from}:${to}"]`)).toBeVisible()

  // A period the server refuses, typed in the address: said, and the last thirty days shown instead.
  await page.goto('/dashboard/ecommerce?period=custom&from=2026-02-30&to=2026-03-01')
  await expect(page.getByRole('alert')).toContainText('Here are the last 30 days instead.')
  await expect(period(page, '30 days')).toHaveAttribute('aria-pressed', 'true')
})

test('a chart’s figures download as CSV: a byte order mark, the header, one line a day', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/dashboard/ecommerce?period=7d')
  await drawn(page, DASHBOARDS.ecommerce)
  const [download] = await Promise.all([page.waitForEvent('download'), card(page, 'revenue-report').getByRole('button', { name: /^Download CSV/ }).click()])
  expect(download.suggestedFilename()).toMatch(/^revenue-report_7d_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = fs.readFileSync(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toBe('day,invoiced_eur,collected_eur')
  expect(lines.slice(1, 8)).toHaveLength(7)
  for (const line of lines.slice(1, 8)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/)
  expect(lines[8]).toBe('')
})

test('a client is refused both dashboards and their cards', async ({ page }) => {
  await login(page, CLIENT.email, CLIENT.password, '/access-control')
  for (const name of Object.keys(DASHBOARDS)) {
    const res = await page.goto(`/dashboard/${name}`)
    expect(res?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible()
    await expect(page.locator('[data-card]')).toHaveCount(0)
  }
  const call = await page.request.get('/card/card-analytics/avg-sessions', { headers: { Accept: 'application/json' } })
  expect(call.status()).toBe(403)
  await expect(page).not.toHaveURL(pathURL('/dashboard/analytics'))
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP forbids.
  test.use({ bypassCSP: true })

  test('both dashboards have no serious or critical violation, in light and dark', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    for (const [name, cards] of Object.entries(DASHBOARDS)) {
      await page.goto(`/dashboard/${name}`)
      await drawn(page, cards)
      for (const skin of ['light', 'dark'] as const) expect(await seriousViolations(page, skin), `${name} ${skin}`).toEqual([])
    }
  })
})
