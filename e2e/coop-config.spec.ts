import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, login, loginFrench, snap, toast } from './helpers'

// The axe audit injects its script.
test.use({ bypassCSP: true })

/** A bearer header of the admin, for the API calls around the scenario. */
async function adminHeaders(request: APIRequestContext) {
  const signedIn = await request.post('/jwt/login', { data: ADMIN })
  expect(signedIn.status()).toBe(200)
  const { accessToken } = await signedIn.json()
  return { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' }
}

// The other scenarios run against the same server: the configuration is put back as it was.
let saved: unknown = null
test.beforeAll(async ({ request }) => {
  const r = await request.get('/coop/configuration', { headers: await adminHeaders(request) })
  expect(r.status()).toBe(200)
  saved = (await r.json()).settings
})
test.afterAll(async ({ request }) => {
  if (saved) expect((await request.put('/coop/configuration', { data: saved, headers: await adminHeaders(request) })).status()).toBe(200)
})

test('an admin renames the cooperative and raises the second approval threshold; the audit log shows it; a manager may not', async ({ page, browser }) => {
  test.slow()
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/coop/configuration')
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration of the cooperative' })).toBeVisible()
  const name = page.getByLabel('Name', { exact: true })
  const threshold = page.getByLabel('Second approver above (€)', { exact: true })
  await expect(threshold).toHaveValue('5000')

  // A bad value stays under its field, and nothing is saved.
  await threshold.fill('beaucoup')
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Enter a number.')).toBeVisible()
  await name.fill('')
  await threshold.fill('7500')
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(page.getByText('Name is required.')).toBeVisible()

  const coop = `Coopérative E2E ${Date.now().toString(36)}`
  await name.fill(coop)
  await page.getByRole('button', { name: 'Save' }).first().click()
  await expect(toast(page, 'Configuration saved.')).toBeVisible()
  await expect(page.getByTestId('config-saved')).toContainText('Last saved by')

  await page.reload()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(coop)
  await expect(page.getByLabel('Second approver above (€)', { exact: true })).toHaveValue('7500')
  await expect(page.getByText('Movements over €7,500.00 need two approvers.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'coop-config')

  // The audit page lists the change, field by field.
  await page.goto('/coop/audit?recordType=settings')
  const entry = page.getByRole('listitem').filter({ hasText: 'Configuration #1' }).first()
  await expect(entry).toBeVisible()
  await entry.getByRole('button', { name: '2 fields' }).click()
  await expect(page.getByText('Name of the cooperative').first()).toBeVisible()
  await expect(page.getByText('Second approver above', { exact: true }).first()).toBeVisible()
  // Amounts kept in cents read as money.
  await expect(page.getByText('€7,500.00').first()).toBeVisible()
  await expect(page.getByText(coop).first()).toBeVisible()

  // A manager gets the not-authorized page.
  const managerContext = await browser.newContext()
  const manager = await managerContext.newPage()
  await login(manager, 'manager@demo.com', 'manager', '/')
  const res = await manager.goto('/coop/configuration')
  expect(res?.status()).toBe(403)
  await expect(manager).toHaveTitle(/Not authorized/)
  await managerContext.close()
})

// In French, dark and right to left, for people to look at.
test('the configuration reads in French, dark and right to left', async ({ browser }) => {
  test.slow() // the axe audit of a long page in the dark skin
  const context = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const page = await context.newPage()
  await loginFrench(page)
  await page.goto('/coop/configuration')
  await expect(page.getByRole('heading', { level: 1, name: 'Panneau de configuration' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Catégories de parts' })).toBeVisible()
  await page.evaluate(() => {
    document.documentElement.dataset.skin = 'dark'
    document.documentElement.dir = 'rtl'
  })
  expect(await seriousViolations(page, 'dark')).toEqual([])
  await snap(page, 'coop-config-fr-dark-rtl')
  await context.close()
})
