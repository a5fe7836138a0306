import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, frenchContext, loginFrench, pathURL, snap, submitLogin, uniqueUser } from './helpers'

test.use({ bypassCSP: true })

/** The day as the register writes it, `days` from today (UTC: the server's calendar). */
function day(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The admin's bearer token, for the calls that prepare a scene. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/jwt/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  return (await login.json()).accessToken as string
}

/** A person of the register, made through the JSON API, who holds nothing yet. */
async function newTiers(request: APIRequestContext, token: string, lastName: string): Promise<{ id: number; name: string }> {
  const r = await request.post('/coop/clients', {
    data: { kind: 'person', civility: 'mme', firstName: 'Maëlle', lastName, email: `${lastName.toLowerCase()}@parts.example.org` },
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  expect(r.status()).toBe(201)
  const { tiers } = await r.json()
  return { id: tiers.id, name: tiers.name }
}

/** A viewer of the staff (reads everything, changes nothing), invited and accepted through the API; signed in in a browser of their own. */
async function viewerPage(browser: Browser, request: APIRequestContext, token: string): Promise<Page> {
  const who = uniqueUser('viewer')
  const invited = await request.post('/coop/admins', {
    data: { email: who.email, fullName: `Valentin ${who.username.slice(-6)}`, role: 'viewer' },
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  })
  expect(invited.status()).toBe(201)
  const { link } = await invited.json()
  const accepted = await request.post('/accept-invitation', {
    data: { token: new URL(link.url).searchParams.get('token'), email: who.email, password: who.password, password_confirmation: who.password },
    headers: { Accept: 'application/json' },
  })
  expect(accepted.status()).toBe(200)
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await submitLogin(page, who.email, who.password)
  await expect(page).toHaveURL(pathURL('/'), { timeout: 60_000 })
  // English, whatever language the invitation gave the account.
  expect((await page.request.post('/api/language', { data: { language: 'en' } })).status()).toBeLessThan(300)
  return page
}

// The register of parts, as an admin: a subscription recorded for a tiers
// shows in the register and in the cap table (not in the cap table of the
// day before), the chain verifies, the entry is annulled by a counter-entry,
// the certificate and the CSV download; a viewer sees no write button.
test('an admin records a subscription, verifies the register and annuls it; a viewer only reads', async ({ browser, page, request }) => {
  test.slow()
  const token = await adminToken(request)
  const tag = Date.now().toString(36)
  const tiers = await newTiers(request, token, `Partsky${tag}`)

  await page.goto('/login')
  await submitLogin(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(pathURL('/'))
  await page.goto('/coop/parts')
  await expect(page.getByRole('heading', { level: 1, name: 'Register of share movements' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Register/ })).toHaveAttribute('aria-selected', 'true')
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'coop-parts-register')

  // A subscription of 3 parts A for the new tiers, today.
  await page.getByRole('button', { name: 'New movement', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'New movement' })
  await expect(drawer.getByRole('radio', { name: /^Subscription/ })).toBeChecked()
  // Nothing chosen: the server's errors come back under their fields.
  await drawer.getByRole('button', { name: 'Record the movement' }).click()
  await expect(drawer.locator('.form-error').first()).toBeVisible()
  await drawer.getByRole('combobox', { name: 'Subscriber' }).fill(`partsky${tag}`)
  await page.getByRole('option', { name: new RegExp(tiers.name) }).click()
  await drawer.getByLabel('Number of parts', { exact: true }).fill('3')
  await drawer.getByLabel('Decision', { exact: true }).fill(`AG ${tag}`)
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'coop-parts-movement')
  await drawer.getByRole('button', { name: 'Record the movement' }).click()
  await expect(drawer).toBeHidden()

  // In the register, found by the holder's name.
  await page.getByRole('searchbox', { name: 'Search the register' }).fill(`partsky${tag}`)
  await expect(page).toHaveURL(new RegExp(`q=partsky${tag}`))
  const rows = page.getByRole('table', { name: 'Register of share movements' }).getByRole('row').filter({ hasText: tiers.name })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Subscription')
  await expect(rows).toContainText(`AG ${tag}`)
  const number = Number(/No\. (\d+)/.exec((await rows.getByRole('rowheader').textContent()) ?? '')?.[1])
  expect(number).toBeGreaterThan(0)

  // In the cap table today with its 3 parts, and not as of yesterday.
  await page.getByRole('tab', { name: 'Cap table' }).click()
  await expect(page).toHaveURL(/tab=capitalisation/)
  await page.getByRole('searchbox', { name: 'Search the holders' }).fill(`partsky${tag}`)
  const holder = page.getByRole('table', { name: 'Holders and their parts' }).getByRole('row').filter({ hasText: tiers.name })
  await expect(holder).toHaveCount(1)
  await expect(holder.getByRole('cell').nth(1)).toHaveText('3')
  await snap(page, 'coop-parts-cap-table')
  const pdf = await holder.getByRole('link', { name: `Certificate of holding of ${tiers.name} (PDF)` }).getAttribute('href')
  const certificate = await page.request.get(pdf!)
  expect(certificate.status()).toBe(200)
  expect(certificate.headers()['content-type']).toContain('application/pdf')
  expect((await certificate.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await page.getByLabel('As of', { exact: true }).fill(day(-1))
  await expect(page).toHaveURL(new RegExp(`asOf=${day(-1)}`))
  const yesterday = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day(-1)}T12:00:00`))
  await expect(page.getByRole('heading', { level: 2, name: `Cap table on ${yesterday}` })).toBeVisible()
  await expect(holder).toHaveCount(0)
  await expect(page.getByText('No holder matches these filters.')).toBeVisible()

  // The chain verifies.
  await page.getByRole('button', { name: 'Verify the register' }).click()
  const verified = page.getByRole('dialog', { name: 'The register is intact' })
  await expect(verified.getByRole('heading', { name: 'The register is intact' })).toBeVisible({ timeout: 30_000 })
  await expect(verified.getByRole('status')).toContainText(/entries checked: numbers unbroken, every hash matches\./)
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'coop-parts-verified')
  await verified.getByRole('button', { name: 'Close' }).click()

  // Annulled by a counter-entry, which says which entry it corrects; the annulled one can no longer be annulled.
  await page.getByRole('tab', { name: /^Register/ }).click()
  await rows.getByRole('button', { name: `Annul entry no. ${number}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Annul entry no. ${number}?` })
  await confirm.getByLabel('Decision', { exact: true }).fill(`Erreur de saisie ${tag}`)
  await confirm.getByRole('button', { name: 'Record the annulment' }).click()
  await expect(confirm).toBeHidden()
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Annulment' })).toContainText(`corrects no. ${number}`)
  await expect(rows.filter({ hasText: /annulled by no\. \d+/ })).toHaveCount(1)
  await expect(rows.getByRole('button', { name: /^Annul entry/ })).toHaveCount(0)

  // Today the tiers holds nothing any more.
  await page.goto(`/coop/parts?tab=capitalisation&capQ=partsky${tag}`)
  await expect(page.getByText('No holder matches these filters.')).toBeVisible()

  // The register of today's period as CSV.
  const csv = await page.request.get(`/coop/parts/export.csv?from=${day()}&to=${day()}`)
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain(tiers.name)
  const csvLink = page.getByRole('link', { name: "Export the period's register as CSV" })
  await page.getByRole('tab', { name: /^Register/ }).click()
  await expect(csvLink).toHaveAttribute('href', '/coop/parts/export.csv')

  // A viewer reads the register, verifies it, and has no write button.
  const viewer = await viewerPage(browser, request, token)
  await viewer.goto('/coop/parts')
  await snap(viewer, 'coop-parts-viewer')
  await expect(viewer.getByRole('table', { name: 'Register of share movements' })).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Verify the register' })).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'New movement' })).toHaveCount(0)
  await expect(viewer.getByRole('button', { name: /^Annul entry/ })).toHaveCount(0)
  await viewer.getByRole('tab', { name: /^Subscriptions/ }).click()
  await expect(viewer.getByRole('button', { name: 'Open a subscription' })).toHaveCount(0)
  const refused = await viewer.request.post('/coop/parts/entries', {
    data: { date: day(), kind: 'souscription', category: 'A', parts: 1, toTiers: tiers.id, decision: 'x' },
    headers: { Accept: 'application/json' },
  })
  expect(refused.status()).toBe(403)
  await viewer.context().close()
})

// The page in French, in the dark skin and right to left, for people to look at; and the shareholders as of a date.
test('the register reads in French, dark and right to left; the shareholders as of a date', async ({ browser }) => {
  const context = await frenchContext(browser)
  const page = await context.newPage()
  await loginFrench(page)
  await page.goto('/coop/parts?tab=capitalisation')
  await expect(page.getByRole('heading', { level: 1, name: 'Registre des mouvements de titres' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Table de capitalisation' })).toHaveAttribute('aria-selected', 'true')
  await snap(page, 'coop-parts-fr-cap')
  await page.evaluate(() => {
    document.documentElement.dataset.skin = 'dark'
    document.documentElement.dir = 'rtl'
  })
  expect(await seriousViolations(page, 'dark')).toEqual([])
  await page.goto('/coop/parts')
  await page.evaluate(() => {
    document.documentElement.dataset.skin = 'dark'
    document.documentElement.dir = 'rtl'
  })
  await snap(page, 'coop-parts-fr-dark-rtl')

  await page.goto('/coop/actionnaires')
  const asOf = page.getByLabel('À la date du', { exact: true })
  await expect(asOf).toHaveValue(day())
  await asOf.fill(day(-365))
  await expect(page).toHaveURL(new RegExp(`asOf=${day(-365)}`))
  await expect(asOf).toHaveValue(day(-365))
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'coop-actionnaires-as-of')
  await context.close()
})

// German and Portuguese readers (their browsers' language): the page's words and figures, for people to look at.
for (const locale of ['de-DE', 'pt-PT']) {
  test(`the register reads in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const signIn = await context.request.post('/login', { data: { email: ADMIN.email, password: ADMIN.password }, headers: { Accept: 'application/json' } })
    expect(signIn.status()).toBeLessThan(400)
    const page = await context.newPage()
    await page.goto('/coop/parts?tab=capitalisation')
    const heading = { 'de-DE': 'Register der Anteilsbewegungen', 'pt-PT': 'Registo de movimentos de títulos' }[locale]!
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 })
    await snap(page, `coop-parts-${locale}`)
    await context.close()
  })
}
