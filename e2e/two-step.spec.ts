import { createHmac } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { field, pathURL, register, snap, submitLogin, uniqueUser } from './helpers'

// Two-step sign-in (issue 16): turned on with a code computed here from the
// secret the server shows, then asked for at sign-in: a code from the
// authenticator (computed again), then a recovery code, which works once.

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) of a base32 secret, `offset` steps from now. */
function totp(secret: string, offset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30) + offset))
  const h = createHmac('sha1', key).update(counter).digest()
  const o = h[h.length - 1] & 0x0f
  const n = (h.readUInt32BE(o) & 0x7fffffff) % 1_000_000
  return n.toString().padStart(6, '0')
}

const json = { Accept: 'application/json' }

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies()
}

test('two-step sign-in: a code from the app, then a recovery code once', async ({ page }) => {
  const user = uniqueUser('2fa')
  await register(page, user)

  // What the account settings page does: set up, confirm with a first code.
  const setup = await page.request.post('/pages/account-settings/two-step/setup', { data: {}, headers: json })
  expect(setup.status()).toBe(200)
  const { secret, otpauthUri, qrSvg } = await setup.json()
  expect(otpauthUri).toContain(`secret=${secret}`)
  expect(qrSvg).toMatch(/^<svg /)
  const confirm = await page.request.post('/pages/account-settings/two-step/confirm', { data: { code: totp(secret) }, headers: json })
  expect(confirm.status()).toBe(200)
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] }
  expect(recoveryCodes).toHaveLength(10)

  // The password alone leads to the second step.
  await signOut(page)
  await page.goto('/login')
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await expect(page.getByText(/•••@example\.com/)).toBeVisible()
  await snap(page, 'two-step-en')

  // A wrong code: the error under the field, still on the page.
  const codeField = field(page, 'Code from the app')
  await codeField.fill('000000' === totp(secret, 1) ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByText('This code is not right, or it was already used.')).toBeVisible()
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await snap(page, 'two-step-wrong-code')

  // The next step's code (the one that confirmed cannot be used again).
  await codeField.fill(totp(secret, 1))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(pathURL('/'))

  // A recovery code, in the same field.
  await signOut(page)
  await page.goto('/login')
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await field(page, 'Recovery code').fill(recoveryCodes[0].toUpperCase())
  await snap(page, 'two-step-recovery')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(pathURL('/'))

  // The same recovery code does not work twice.
  await signOut(page)
  await page.goto('/login')
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await field(page, 'Recovery code').fill(recoveryCodes[0])
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByText('This code is not right, or it was already used.')).toBeVisible()

  // Back to sign in.
  await page.getByRole('link', { name: 'Back to login' }).click()
  await expect(page).toHaveURL(pathURL('/login'))
})

test('the second step in French, dark and right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  try {
    const user = uniqueUser('2fafr')
    await page.goto('/register')
    await field(page, 'Nom complet').fill(user.username)
    await field(page, 'Nom d\'utilisateur').fill(user.username)
    await field(page, 'E-mail').fill(user.email)
    await field(page, 'Mot de passe').fill(user.password)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'S\'inscrire', exact: true }).click()
    await expect(page).toHaveURL(pathURL('/'))
    const setup = await page.request.post('/pages/account-settings/two-step/setup', { data: {}, headers: json })
    const { secret } = await setup.json()
    const confirm = await page.request.post('/pages/account-settings/two-step/confirm', { data: { code: totp(secret) }, headers: json })
    expect(confirm.status()).toBe(200)
    await context.clearCookies()
    await page.goto('/login')
    await field(page, 'E-mail').fill(user.email)
    await field(page, 'Mot de passe').fill(user.password)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL(pathURL('/login/two-step'))
    await expect(page.getByRole('heading', { name: /Connexion en deux étapes/ })).toBeVisible()
    await expect(field(page, 'Code de l’application')).toBeVisible()
    await snap(page, 'two-step-fr')
    await page.evaluate(() => {
      document.documentElement.dataset.skin = 'dark'
    })
    await snap(page, 'two-step-fr-dark')
    await page.evaluate(() => {
      document.documentElement.dataset.skin = 'light'
      document.documentElement.dir = 'rtl'
    })
    await snap(page, 'two-step-fr-rtl')
  } finally {
    await context.close()
  }
})
