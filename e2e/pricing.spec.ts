import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, CLIENT, login, snap, toast } from './helpers'

// axe is injected as an inline script, which the product's CSP forbids.
test.use({ bypassCSP: true })

test('an admin changes the Standard plan’s prices and every reader sees the new prices', async ({ page, browser }) => {
  test.slow() // two people
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/pages/pricing')
  const standard = page.locator('article[data-plan="standard"]')
  await expect(standard.getByRole('heading', { name: 'Standard' })).toBeVisible()
  await expect(standard.getByText('Popular')).toBeVisible()
  await expect(standard.getByTestId('plan-price')).toHaveText('€49')
  await expect(standard.getByTestId('plan-users')).toHaveText(/\d+ users? on this plan/)

  // Yearly: 40 a month, 480 a year.
  await page.getByRole('switch', { name: 'Yearly billing' }).click()
  await expect(standard.getByTestId('plan-price')).toHaveText('€40')
  await expect(standard.getByText('€480 billed yearly')).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])

  // A bad price is refused under its field; then new prices.
  await standard.getByRole('button', { name: 'Edit Standard' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Monthly price (€)')).toHaveValue('49')
  expect.soft(await seriousViolations(page)).toEqual([])
  await dialog.getByLabel('Monthly price (€)').fill('55')
  await dialog.getByLabel('Yearly price per month (€)').fill('60')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('The yearly price per month must not be above the monthly price.')).toBeVisible()
  await dialog.getByLabel('Yearly price per month (€)').fill('45.50')
  await expect(dialog.getByText('€546 a year')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'The plan was saved.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(standard.getByTestId('plan-price')).toHaveText('€45.50')
  await expect(standard.getByText('€546 billed yearly')).toBeVisible()
  await snap(page, 'pricing-edited')

  // A client sees the new monthly price, and has no edit button.
  const context = await browser.newContext()
  const reader = await context.newPage()
  await login(reader, CLIENT.email, CLIENT.password, '/access-control')
  await reader.goto('/pages/pricing')
  const theirs = reader.locator('article[data-plan="standard"]')
  await expect(theirs.getByTestId('plan-price')).toHaveText('€55')
  await expect(reader.getByRole('button', { name: /^Edit / })).toHaveCount(0)
  await context.close()
})
