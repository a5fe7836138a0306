import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { field, pathURL, snap, toast } from './helpers'

// Dépôt-retrait under four eyes, as people do it: the demo member asks for a
// withdrawal from their own page; a manager approves it on /coop/depot-retrait
// while the dashboard stays open in another tab of the manager's browser; the
// dashboard's figure follows without a reload; the member's balance, their
// lines and their statement (CSV and PDF) show the withdrawal.

test.use({ bypassCSP: true }) // the axe audit is an inline script

const MEMBER = { email: 'member@demo.com', password: 'member' }
const MANAGER = { email: 'manager@demo.com', password: 'manager' }
const ACCOUNTANT = { email: 'accountant@demo.com', password: 'accountant' }

/** The amount asked for: 12,34 €. */
const CENTS = 1234

/** Signs in on the French sign-in page and waits for `landing`. */
async function signIn(page: Page, who: { email: string; password: string }, landing: string): Promise<void> {
  await page.goto('/login')
  await field(page, 'E-mail').fill(who.email)
  await field(page, 'Mot de passe').fill(who.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(pathURL(landing), { timeout: 30_000 })
}

/** A French browser signed in as `who`. */
async function frenchPage(browser: Browser, who: { email: string; password: string }, landing: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await signIn(page, who, landing)
  return page
}

/** The cents a shown amount holds ("1 234,50 €" → 123450). */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/** The Bearer header of a staff member, for the JSON calls. */
async function bearer(request: APIRequestContext, who: { email: string; password: string }): Promise<Record<string, string>> {
  const res = await request.post('/jwt/login', { data: who })
  expect(res.status(), await res.text()).toBe(200)
  return { Authorization: `Bearer ${(await res.json()).accessToken}` }
}

/** The member's own page as JSON: their record and their account. */
async function ownPage(page: Page): Promise<{ tiers: { id: number }; account: { balanceCents: number; availableCents: number; pendingCents: number } }> {
  const res = await page.request.get('/coop/profil', { headers: { Accept: 'application/json' } })
  expect(res.status()).toBe(200)
  return res.json()
}

/**
 * Money on the member's account when the seed left too little: a manager
 * records a deposit and the accountant approves it (four eyes, through the
 * JSON calls).
 */
async function fundIfNeeded(request: APIRequestContext, tiersId: number, available: number): Promise<void> {
  if (available >= CENTS) return
  const manager = await bearer(request, MANAGER)
  let res = await request.post('/coop/depot-retrait/movements', {
    headers: { ...manager, 'Idempotency-Key': `e2e-fund-${Date.now()}` },
    data: { tiersId, kind: 'deposit', amountCents: 5000, label: 'Dépôt e2e', subscriptionId: 0 },
  })
  expect(res.status(), await res.text()).toBe(201)
  const id: number = (await res.json()).movement.id
  res = await request.post(`/coop/depot-retrait/movements/${id}/approve`, { headers: await bearer(request, ACCOUNTANT), data: { reason: '' } })
  expect(res.status(), await res.text()).toBe(200)
  expect((await res.json()).movement.status).toBe('executed')
}

/** A statement the member downloads, saved where pdftotext can read it. */
async function download(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url)
  expect(res.status(), url).toBe(200)
  return res.body()
}

test('a member requests a withdrawal, a manager approves it, the balance, the statement and the dashboard follow', async ({ browser, request }) => {
  test.slow() // three people, two tabs, downloads and the axe audit
  const label = `Retrait e2e ${Date.now().toString(36)}`
  const today = new Date().toISOString().slice(0, 10)

  // The member's page: their account, its balance.
  const member = await frenchPage(browser, MEMBER, '/coop/profil')
  const own = await ownPage(member)
  await fundIfNeeded(request, own.tiers.id, own.account.availableCents)
  await member.reload()
  const account = member.getByRole('region', { name: 'Mon compte', exact: true })
  await expect(account).toBeVisible()
  const before = await ownPage(member)
  expect(centsOf(await account.getByTestId('account-balance').textContent())).toBe(before.account.balanceCents)
  expect(centsOf(await account.getByTestId('account-available').textContent())).toBe(before.account.availableCents)

  // Bad input is refused under the field and sends nothing.
  const amount = account.getByLabel('Montant (€)')
  await amount.fill('douze')
  await account.getByRole('button', { name: 'Demander le retrait' }).click()
  await expect(account.getByText('Ce montant n’est pas un nombre', { exact: false })).toBeVisible()
  await amount.fill(String(before.account.availableCents + 100).replace(/(\d\d)$/, ',$1'))
  await account.getByRole('button', { name: 'Demander le retrait' }).click()
  await expect(account.getByText('Le montant dépasse votre solde disponible', { exact: false })).toBeVisible()
  expect((await ownPage(member)).account.pendingCents).toBe(before.account.pendingCents)

  // The request: 12,34 €, waiting for staff, the available balance held back at once.
  await amount.fill('12,34')
  await account.getByLabel('Libellé').fill(label)
  await account.getByRole('button', { name: 'Demander le retrait' }).click()
  await expect(toast(member, 'Demande de retrait envoyée')).toBeVisible()
  const movements = member.getByRole('region', { name: 'Mes mouvements', exact: true })
  const request1 = movements.getByRole('listitem').filter({ hasText: label })
  await expect(request1).toContainText('Demandé')
  await expect(request1.getByRole('button', { name: /^Annuler la demande/ })).toBeVisible()
  await expect.poll(async () => centsOf(await account.getByTestId('account-available').textContent())).toBe(before.account.availableCents - CENTS)
  expect(centsOf(await account.getByTestId('account-balance').textContent())).toBe(before.account.balanceCents)
  expect(await seriousViolations(member)).toEqual([])
  await snap(member, 'coop-money-member-requested')

  // The manager: the dashboard in one tab, dépôt-retrait in another.
  const dashboard = await frenchPage(browser, MANAGER, '/')
  const figure = dashboard.locator('[data-figure="movementsPending"]').first()
  await expect(figure).toBeVisible()
  const waiting = (await figure.textContent()) ?? ''
  const staff = await dashboard.context().newPage()
  await staff.goto('/coop/depot-retrait')
  await expect(staff.getByRole('heading', { level: 1, name: 'Dépôt-Retrait' })).toBeVisible()
  const line = staff.getByTestId(/^approval-\d+$/).filter({ hasText: label })
  await expect(line).toContainText('Sébastien Weber')
  await expect(line).toContainText('0/1')
  await expect(line).toContainText('12,34')
  expect(await seriousViolations(staff)).toEqual([])
  await snap(staff, 'coop-money-to-approve')
  await line.getByRole('button', { name: /^Approuver/ }).click()
  await expect(toast(staff, 'Mouvement approuvé et exécuté')).toBeVisible()
  await expect(line).toBeHidden()
  const row = staff.getByRole('table', { name: 'Mouvements' }).getByRole('row').filter({ hasText: label })
  await expect(row).toContainText('Exécuté')
  await expect(row).toContainText('−12,34')

  // The dashboard's figure follows in the other tab, without a reload.
  await expect(figure).not.toHaveText(waiting, { timeout: 15_000 })
  await snap(dashboard, 'coop-money-dashboard-after')

  // The member's balance and lines show the withdrawal.
  await member.reload()
  await expect.poll(async () => centsOf(await account.getByTestId('account-balance').textContent())).toBe(before.account.balanceCents - CENTS)
  expect(centsOf(await account.getByTestId('account-available').textContent())).toBe(before.account.availableCents - CENTS)
  await expect(movements.getByRole('listitem').filter({ hasText: label })).toContainText('Exécuté')
  await expect(movements.getByTestId('statement-line').first()).toContainText(label)
  await snap(member, 'coop-money-member-executed')

  // The statement of the day, as the member downloads it: CSV and PDF.
  const csv = (await download(member, `/coop/profil/statement.csv?from=${today}&to=${today}`)).toString('utf8')
  expect(csv).toContain(label)
  const file = path.join(os.tmpdir(), `statement-${Date.now()}.pdf`)
  fs.writeFileSync(file, await download(member, `/coop/profil/statement.pdf?from=${today}&to=${today}`))
  const pdf = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  fs.rmSync(file)
  expect(pdf).toContain(label)
  expect(pdf).toContain('Sébastien Weber')
  expect(pdf).toMatch(/12,34/)

  // Staff see the same account on the holder's page, under "Compte et parts".
  await staff.goto(`/coop/tiers/${own.tiers.id}`)
  await staff.getByRole('tab', { name: 'Compte et parts' }).click()
  const staffAccount = staff.getByRole('region', { name: 'Compte', exact: true })
  await expect(staffAccount.getByTestId('account-balance')).toHaveText(/\d/)
  expect(centsOf(await staffAccount.getByTestId('account-balance').textContent())).toBe(before.account.balanceCents - CENTS)
  await expect(staff.getByRole('region', { name: 'Derniers mouvements' }).getByRole('listitem').filter({ hasText: label })).toContainText('Exécuté')
  await expect(staffAccount.getByRole('link', { name: 'Relevé PDF' })).toHaveAttribute('href', new RegExp(`^/coop/tiers/${own.tiers.id}/statement\\.pdf\\?from=`))
  expect(await seriousViolations(staff)).toEqual([])
  await snap(staff, 'coop-money-tiers-account')

  await member.context().close()
  await dashboard.context().close()
})

test('dépôt-retrait reads well in each language, dark and right-to-left', async ({ browser }) => {
  for (const [locale, heading] of [
    ['fr-FR', 'Dépôt-Retrait'],
    ['en-US', 'Deposits and withdrawals'],
    ['de-DE', 'Ein- und Auszahlungen'],
    ['pt-PT', 'Depósitos e levantamentos'],
  ] as const) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/login')
    await page.locator('input[type="email"]').fill(MANAGER.email)
    await page.locator('input[type="password"]').fill(MANAGER.password)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(pathURL('/'), { timeout: 30_000 })
    await page.goto('/coop/depot-retrait')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await snap(page, `coop-money-${locale}`)
    if (locale === 'fr-FR') {
      expect(await seriousViolations(page, 'dark')).toEqual([])
      await snap(page, 'coop-money-dark')
      await page.evaluate(() => {
        document.documentElement.dataset.skin = 'light'
        document.documentElement.dir = 'rtl'
      })
      await snap(page, 'coop-money-rtl')
      await page.evaluate(() => (document.documentElement.dir = 'ltr'))
      await page.getByRole('button', { name: 'Nouveau mouvement' }).first().click()
      const drawer = page.getByRole('dialog', { name: 'Nouveau mouvement' })
      await drawer.getByLabel('Montant (€)').fill('1 234,567')
      await drawer.getByRole('button', { name: 'Demander le mouvement' }).click()
      await expect(drawer.getByText('Deux décimales au plus')).toBeVisible()
      await snap(page, 'coop-money-drawer')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Intérêts aux parts' }).click()
      await snap(page, 'coop-money-interest')
    }
    await context.close()
  }
})
