import { createHmac } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { field, login, logout, pathURL, register, snap, submitLogin, uniqueUser, type NewUser } from './helpers'

// The account settings page (/pages/account-settings): each test signs up a
// user of its own, so that changing a password, two-step sign-in or ending
// sessions never touches the demo accounts other specs sign in with.

const SETTINGS = '/pages/account-settings'

/** RFC 4648 base32 (no padding needed) to bytes. */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const v = alphabet.indexOf(c)
    if (v < 0) throw new Error(`not base32: ${c}`)
    bits += v.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) of the given step. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32(secret)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return value.toString().padStart(6, '0')
}

const stepNow = () => Math.floor(Date.now() / 1000 / 30)

async function openTab(page: Page, tab: string): Promise<Locator> {
  await page.goto(`${SETTINGS}?tab=${tab}`)
  const name = tab[0]!.toUpperCase() + tab.slice(1)
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
  return page.getByRole('tabpanel', { name })
}

async function signUp(page: Page, prefix: string): Promise<NewUser> {
  const user = uniqueUser(prefix)
  await register(page, user)
  return user
}

test('change the password; the old one is refused, the new one signs in', async ({ page }) => {
  const user = await signUp(page, 'pw')
  const security = await openTab(page, 'security')
  const card = security.getByRole('region', { name: 'Password' })
  const next = `${user.password}-Nouveau`

  // A wrong current password: said under it, nothing changes.
  await field(page, 'Current password').fill('not-my-password')
  await field(page, 'New password').fill(next)
  await field(page, 'Confirm the new password').fill(next)
  await card.getByRole('button', { name: 'Change the password' }).click()
  await expect(card.getByRole('alert')).toBeVisible()
  await expect(field(page, 'New password')).toHaveValue(next)

  await field(page, 'Current password').fill(user.password)
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `${SETTINGS}/password` && r.request().method() === 'POST')
  await card.getByRole('button', { name: 'Change the password' }).click()
  expect((await answered).status()).toBeLessThan(400)
  await expect(field(page, 'New password')).toHaveValue('')
  await expect(card.getByText(/Last changed on/)).toBeVisible()

  await logout(page)
  await submitLogin(page, user.email, user.password)
  await expect(page.getByRole('alert').filter({ hasText: 'Email or Password is Invalid' })).toBeVisible()
  await expect(page).toHaveURL(pathURL('/login'))
  await login(page, user.email, next, '/')
})

test('delete one\'s account with the password: signed out, and the account is gone', async ({ page }) => {
  const user = await signUp(page, 'del')
  const account = await openTab(page, 'account')
  const zone = account.getByRole('region', { name: 'Delete my account' })
  await zone.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Current password', { exact: true }).fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await snap(page, 'account-delete-dialog')
  await dialog.getByLabel('Current password', { exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await expect(page).toHaveURL(/\/login/)
  await submitLogin(page, user.email, user.password)
  await expect(page.getByRole('alert').filter({ hasText: 'Email or Password is Invalid' })).toBeVisible()
})

test('enable two-step sign-in with a code computed from the shown key; sign in with a code, then with a recovery code', async ({ page }) => {
  test.slow()
  const user = await signUp(page, 'totp')
  const security = await openTab(page, 'security')
  const card = security.getByRole('region', { name: 'Two-step sign-in' })
  await expect(card.getByText('Off', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Enable' }).click()
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  const secret = ((await card.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await snap(page, 'account-two-step-setup')

  // A wrong code first: refused under the field.
  const right = totp(secret, stepNow())
  await card.getByLabel('Code from the app').fill(right === '000000' ? '111111' : '000000')
  await card.getByRole('button', { name: 'Confirm' }).click()
  await expect(card.getByRole('alert')).toBeVisible()

  const used = stepNow()
  await card.getByLabel('Code from the app').fill(totp(secret, used))
  await card.getByRole('button', { name: 'Confirm' }).click()
  const list = card.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
  expect(codes.every((c) => /^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(c))).toBe(true)
  await snap(page, 'account-two-step-codes')
  await card.getByRole('button', { name: 'I saved them' }).click()
  await expect(card.getByText('On', { exact: true })).toBeVisible()
  await expect(card.getByText(/10 recovery codes left/)).toBeVisible()
  await snap(page, 'account-two-step-on')

  // Sign in again: the password, then a code of a step the confirmation did not use.
  await logout(page)
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  // The server takes the codes of the steps around now (±1), each newer than the last one used.
  const step = Math.max(used + 1, stepNow())
  await field(page, 'Code from the app').fill(totp(secret, step))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(pathURL('/'))

  // And with a recovery code, which works once.
  await logout(page)
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await field(page, 'Recovery code').fill(codes[0]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(pathURL('/'))
  await logout(page)
  await submitLogin(page, user.email, user.password)
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await field(page, 'Recovery code').fill(codes[0]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page).toHaveURL(pathURL('/login/two-step'))
  await field(page, 'Recovery code').fill(codes[1]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page).toHaveURL(pathURL('/'))
  const after = await openTab(page, 'security')
  await expect(after.getByText(/8 recovery codes left/)).toBeVisible()
})

test('sign out another browser from the devices list: that browser is sent to /login', async ({ page, browser }) => {
  const user = await signUp(page, 'dev')
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await login(second, user.email, user.password, '/')

    const security = await openTab(page, 'security')
    const browsers = security.getByRole('list', { name: 'Browsers' })
    await expect(browsers.getByRole('listitem')).toHaveCount(2)
    const current = browsers.getByRole('listitem').filter({ hasText: 'This device' })
    await expect(current).toHaveCount(1)
    await expect(current.getByRole('button')).toHaveCount(0)
    await snap(page, 'account-devices')
    const line = browsers.getByRole('listitem').filter({ hasNotText: 'This device' })
    await line.getByRole('button', { name: /^Sign out / }).click()
    await expect(browsers.getByRole('listitem')).toHaveCount(1)
    await page.reload()
    await expect(security.getByRole('list', { name: 'Browsers' }).getByRole('listitem')).toHaveCount(1)

    await second.reload()
    await expect(second).toHaveURL(/\/login(\?reason=ended)?$/)
    await expect(second.getByText('You were signed out')).toBeVisible()
    await expect(second.getByText('This session was ended from another of your devices.', { exact: false })).toBeVisible()
  } finally {
    await other.close()
  }
})

test('each tab in English and French, dark and right to left (screenshots); details, e-mail and notifications saved', async ({ page }) => {
  test.slow()
  const user = await signUp(page, 'look')
  for (const tab of ['account', 'security', 'notifications', 'billing']) {
    await openTab(page, tab)
    await snap(page, `account-${tab}-en`)
  }

  // Notifications: a switch turned off survives a reload.
  const notes = await openTab(page, 'notifications')
  const chat = notes.getByRole('switch', { name: 'Mention in the chat: in the app' })
  await expect(chat).toHaveAttribute('aria-checked', 'true')
  await chat.click()
  await notes.getByRole('button', { name: 'Save changes' }).click()
  await expect(notes.getByRole('button', { name: 'Undo changes' })).toBeDisabled()
  await page.reload()
  await expect(notes.getByRole('switch', { name: 'Mention in the chat: in the app' })).toHaveAttribute('aria-checked', 'false')

  // No mail leaves the server under test (no SMTP_URL): a new address could
  // not be confirmed, so the card offers no change and says who can make it.
  const account = await openTab(page, 'account')
  const mail = account.getByRole('region', { name: 'Sign-in e-mail' })
  await expect(mail.getByLabel('E-mail', { exact: true })).toHaveValue(user.email)
  await expect(mail.getByText('this server sends none. An administrator can change it for you.', { exact: false })).toBeVisible()
  await expect(mail.getByRole('button', { name: 'Change' })).toHaveCount(0)
  await expect(mail.getByRole('form', { name: 'Change the sign-in e-mail' })).toHaveCount(0)
  // Asked anyway (an API client, or a page opened before): refused, nothing waits.
  const refused = await page.request.post(SETTINGS + '/email', {
    data: { email: `new.${user.email}`, password: user.password },
    headers: { Accept: 'application/json' },
  })
  expect(refused.status()).toBe(400)
  expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.email).toBeTruthy()
  await page.reload()
  await expect(mail.getByText(/Waiting for confirmation/)).toHaveCount(0)

  // A name is required: said under the field.
  await account.getByLabel('Last name', { exact: true }).fill('')
  await account.getByRole('button', { name: 'Save changes' }).click()
  await expect(account.getByRole('alert').first()).toBeVisible()
  await account.getByLabel('Last name', { exact: true }).fill('Coopérateur')

  // The account's language: the pages open in it from then on.
  await account.getByRole('combobox', { name: 'Language' }).selectOption('fr')
  await account.getByLabel('City').fill('Lyon')
  await account.getByRole('combobox', { name: 'Time zone' }).fill('paris')
  await page.getByRole('option', { name: 'Europe / Paris' }).click()
  await account.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('tab', { name: 'Compte' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Compte' })).toHaveAttribute('aria-selected', 'true')
  const compte = page.getByRole('tabpanel', { name: 'Compte' })
  await expect(compte.getByLabel('Ville')).toHaveValue('Lyon')
  await expect(compte.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue('Europe / Paris')
  for (const [tab, name] of [
    ['account', 'Compte'],
    ['security', 'Sécurité'],
    ['notifications', 'Notifications'],
    ['billing', 'Facturation'],
  ] as const) {
    await page.goto(`${SETTINGS}?tab=${tab}`)
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
    await snap(page, `account-${tab}-fr`)
  }

  await page.evaluate(() => {
    localStorage.setItem('skin', JSON.stringify('dark'))
    localStorage.setItem('partage.layout', JSON.stringify({ isRTL: true }))
  })
  for (const tab of ['account', 'security', 'notifications']) {
    await page.goto(`${SETTINGS}?tab=${tab}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await snap(page, `account-${tab}-fr-dark-rtl`)
  }
  await page.setViewportSize({ width: 390, height: 844 })
  for (const tab of ['account', 'security']) {
    await page.goto(`${SETTINGS}?tab=${tab}`)
    await snap(page, `account-${tab}-phone-rtl`)
  }
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP forbids.
  test.use({ bypassCSP: true })

  test('every tab has no serious or critical axe violation, light and dark', async ({ page }) => {
    test.slow()
    await signUp(page, 'axe')
    for (const tab of ['account', 'security', 'notifications', 'billing']) {
      const panel = await openTab(page, tab)
      const audit = async (what: string) => {
        for (const skin of ['light', 'dark'] as const) expect(await seriousViolations(page, skin), `${what} (${skin})`).toEqual([])
      }
      if (tab === 'security') {
        // The three states of two-step sign-in: setting up, the codes shown once, on.
        await panel.getByRole('button', { name: 'Enable' }).click()
        const secret = ((await panel.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s+/g, '')
        await audit('security, setting up')
        await panel.getByLabel('Code from the app').fill(totp(secret, stepNow()))
        await panel.getByRole('button', { name: 'Confirm', exact: true }).click()
        await expect(panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
        await audit('security, recovery codes')
        await panel.getByRole('button', { name: 'I saved them' }).click()
        await expect(panel.getByRole('button', { name: 'Disable' })).toBeVisible()
      }
      // No mail leaves the server under test: the e-mail card shows its note instead of a change form.
      if (tab === 'account') await expect(panel.getByText('An administrator can change it for you.', { exact: false })).toBeVisible()
      await audit(tab)
    }
  })
})
