import { expect, test, type Page } from '@playwright/test'
import { ADMIN, frenchContext, login, loginFrench, snap } from './helpers'

/** The figures the dashboard shows, by the key on the element holding each value. */
const FIGURES = [
  'membersActive',
  'membersCandidates',
  'capitalTotal',
  'movementsPending',
  'applicationsPending',
  'contactOpen',
  'depositsMonth',
  'withdrawalsMonth',
  'invoicesPastDue',
  'tasksToday',
  'eventsToday',
]

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`)
const valueOf = async (page: Page, key: string) => Number(await figure(page, key).getAttribute('data-value'))

/** Marks the document: a reload or a full visit would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __dashboard: number }).__dashboard = 1))
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __dashboard?: number }).__dashboard === 1)

test('the admin sees the cooperative at a glance, each figure a link', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  for (const key of FIGURES) await expect(figure(page, key), key).toBeVisible()
  await expect(page.getByRole('img', { name: /Share capital at the end of each month/ })).toBeVisible()
  await expect(page.locator('[data-testid="capital-chart"] circle')).toHaveCount(12)
  expect(await valueOf(page, 'movementsPending')).toBeGreaterThanOrEqual(3)
  await expect(page.getByRole('heading', { name: 'Movements to approve' })).toBeVisible()
  await snap(page, 'dashboard-admin')
  // A figure opens its filtered list.
  await figure(page, 'movementsPending').click()
  await expect(page).toHaveURL(/\/coop\/depot-retrait\?status=requested$/)
})

test('a colleague acts elsewhere: the figures change without a reload, and Approve works', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000)
  await login(page, ADMIN.email, ADMIN.password, '/')
  await expect(figure(page, 'contactOpen')).toBeVisible()
  await markDocument(page)

  // A visitor writes through the public contact form, from another browser.
  const contactBefore = await valueOf(page, 'contactOpen')
  const visitor = await browser.newContext()
  const res = await visitor.request.post('/contact', {
    headers: { Accept: 'application/json' },
    data: { name: 'Hélène Dupré', email: 'tableau.de.bord@example.org', subject: 'Assemblée', body: 'Bonjour, quand aura lieu la prochaine assemblée ?' },
  })
  expect(res.status()).toBe(201)
  await visitor.close()
  await expect(figure(page, 'contactOpen')).toHaveAttribute('data-value', String(contactBefore + 1), { timeout: 15_000 })

  // The manager asks for a withdrawal through the API: it waits on the admin's dashboard.
  const api = await playwright.request.newContext({ baseURL: page.url().replace(/\/$/, '') })
  const login2 = await api.post('/jwt/login', { data: { email: 'manager@demo.com', password: 'manager' } })
  const { accessToken } = (await login2.json()) as { accessToken: string }
  const auth = { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' }
  const accounts = (await (await api.get('/coop/depot-retrait/accounts?perPage=100', { headers: auth })).json()) as {
    accounts?: { tiersId: number; availableCents: number }[]
  }
  const rich = (accounts.accounts ?? []).find((a) => a.availableCents >= 2_000)
  expect(rich, 'an account with money').toBeTruthy()
  const pendingBefore = await valueOf(page, 'movementsPending')
  const withdrawnBefore = await valueOf(page, 'withdrawalsMonth')
  const asked = await api.post('/coop/depot-retrait/movements', {
    headers: auth,
    data: { tiersId: rich!.tiersId, kind: 'withdrawal', amountCents: 1_234, label: 'Retrait vu du tableau de bord' },
  })
  expect(asked.status()).toBe(201)
  const { movement } = (await asked.json()) as { movement: { id: number } }
  await api.dispose()
  await expect(figure(page, 'movementsPending')).toHaveAttribute('data-value', String(pendingBefore + 1), { timeout: 15_000 })
  expect(await stillSameDocument(page)).toBe(true)

  // The admin approves it from the dashboard: it leaves the waiting list and joins the month's withdrawals.
  const line = page.getByTestId(`pending-${movement.id}`)
  await expect(line).toBeVisible()
  await line.getByRole('button', { name: /^Approve/ }).click()
  await expect(figure(page, 'movementsPending')).toHaveAttribute('data-value', String(pendingBefore), { timeout: 15_000 })
  await expect(figure(page, 'withdrawalsMonth')).toHaveAttribute('data-value', String(withdrawnBefore + 1_234), { timeout: 15_000 })
  await expect(line).toHaveCount(0)
  await snap(page, 'dashboard-after-approve')
})

test('in French, right to left and dark, the dashboard reads well', async ({ browser }) => {
  const context = await frenchContext(browser)
  await context.addInitScript(() => {
    localStorage.setItem('skin', JSON.stringify('dark'))
    localStorage.setItem('partage.layout', JSON.stringify({ isRTL: true }))
  })
  const page = await context.newPage()
  await loginFrench(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { name: 'Mouvements à approuver' })).toBeVisible()
  await expect(page.getByRole('img', { name: /Capital social à la fin de chaque mois/ })).toBeVisible()
  // Time runs right to left: the first month's dot is right of the last's.
  const dots = page.locator('[data-testid="capital-chart"] circle')
  const first = await dots.first().boundingBox()
  const last = await dots.last().boundingBox()
  expect(first!.x).toBeGreaterThan(last!.x)
  await expect(figure(page, 'capitalTotal')).toContainText('€')
  await snap(page, 'dashboard-fr-rtl-dark')
  await context.close()
})
