import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, CLIENT, frenchContext, login, loginFrench, snap } from './helpers'

// The axe audit injects its script.
test.use({ bypassCSP: true })

test('an admin’s visits are in the recorded activity, and their sign-in in their own', async ({ page }) => {
  test.slow()
  const since = Date.now()
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/apps/invoice/list')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.goto('/apps/email')
  await expect(page.getByRole('main')).toBeVisible()

  await page.goto('/dashboard/analytics/activity?user=admin%40demo.com&kind=visit')
  await expect(page.getByRole('heading', { level: 1, name: 'Recorded activity' })).toBeVisible()
  await expect(page.getByTestId('activity-note')).toContainText('kept 90 days')
  const table = page.getByRole('table', { name: 'Recorded sign-ins and visits' })

  // The recorder writes within a second: the list shows the visits once a reload finds them.
  await expect(async () => {
    await page.reload()
    await expect(table.getByRole('row').filter({ hasText: '/apps/email' }).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })

  // Narrowed to the e-mail page with the Page filter: the newest row is this visit.
  await page.getByLabel('Page', { exact: true }).selectOption('/apps/email')
  await expect(page).toHaveURL(/route=%2Fapps%2Femail/)
  const first = table.getByRole('row').nth(1)
  await expect(first).toContainText('Camille Lefèvre')
  await expect(first).toContainText('Page visit')
  await expect(first).toContainText('Computer')
  const when = await first.locator('time').getAttribute('datetime')
  expect(Date.parse(when ?? '')).toBeGreaterThanOrEqual(since - 1_000)
  await expect(first.getByRole('link', { name: 'Camille Lefèvre' })).toHaveAttribute('href', /\/apps\/user\/view\/\d+$/)

  // The invoices' visit is there too, under its own filter.
  await page.getByLabel('Page', { exact: true }).selectOption('/apps/invoice/list')
  await expect(table.getByRole('row').nth(1)).toContainText('/apps/invoice/list')
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'activity-list')
  // Dark, right to left.
  await page.evaluate(() => {
    document.documentElement.dataset.skin = 'dark'
    document.documentElement.dir = 'rtl'
  })
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'activity-list-dark-rtl')
  await page.evaluate(() => {
    document.documentElement.dataset.skin = 'light'
    document.documentElement.dir = 'ltr'
  })

  // One's own activity, on the security tab: the sign-in of a moment ago.
  await page.goto('/pages/account-settings?tab=security')
  const own = page.getByRole('region', { name: 'Your recent activity' })
  await expect(own).toContainText('kept 90 days')
  const signIn = own.getByRole('listitem').filter({ hasText: 'Sign-in' }).first()
  await expect(signIn).toBeVisible()
  expect(Date.parse((await signIn.locator('time').getAttribute('datetime')) ?? '')).toBeGreaterThanOrEqual(since - 1_000)
  await expect(own.getByRole('listitem').filter({ hasText: '/apps/email' }).first()).toBeVisible()
  await own.scrollIntoViewIfNeeded()
  await snap(page, 'activity-own')
})

test('a client may not read the recorded activity, only their own', async ({ page }) => {
  await login(page, CLIENT.email, CLIENT.password, '/access-control')
  const res = await page.goto('/dashboard/analytics/activity')
  expect(res?.status()).toBe(403)
  await expect(page.getByText('You are not authorized!')).toBeVisible()
  await page.goto('/pages/account-settings?tab=security')
  const own = page.getByRole('region', { name: 'Your recent activity' })
  await expect(own.getByRole('listitem').filter({ hasText: 'Sign-in' }).first()).toBeVisible()
  await expect(own).not.toContainText('Camille Lefèvre')
})

test('in French, the list says what is kept, and the configuration sets for how long', async ({ browser }) => {
  const context = await frenchContext(browser)
  const page = await context.newPage()
  await loginFrench(page)
  await page.goto('/dashboard/analytics/activity?kind=sign_in')
  await expect(page.getByRole('heading', { level: 1, name: 'Activité enregistrée' })).toBeVisible()
  await expect(page.getByTestId('activity-note')).toContainText('conservé 90 jours')
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Connexion')
  await snap(page, 'activity-list-fr')
  await page.goto('/coop/configuration#analytics')
  const section = page.getByRole('region', { name: 'Statistiques' })
  await expect(section.getByLabel('Conserver l’activité (jours)', { exact: true })).toHaveValue('90')
  await section.getByLabel('Objectif mensuel de chiffre d’affaires (€)', { exact: true }).fill('12 500')
  await expect(section.getByText('La carte d’objectif compare l’encaissé à 12 500,00 € par mois.')).toBeVisible()
  await section.screenshot({ path: 'e2e/screenshots/activity-config-fr.png' })
  await context.close()
})
