import { expect, test } from '@playwright/test'
import {
  ADMIN,
  CLIENT,
  field,
  login,
  logout,
  pathURL,
  register,
  snap,
  submitLogin,
  toast,
  openAccountMenu,
  uniqueUser,
} from './helpers'

const SESSION_COOKIE = 'partage_session'
const DAY_S = 24 * 60 * 60

test.describe('sign in', () => {
  test('admin signs in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(/Login/)
    await expect(page.getByRole('heading', { name: /Welcome to Partage/ })).toBeVisible()
    // The demo box lists both demo accounts.
    const demo = page.getByRole('region', { name: 'Demo accounts' })
    await expect(demo).toContainText('admin@demo.com / admin')
    await expect(demo).toContainText('client@demo.com / client')
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible()
    await snap(page, 'login-v1')

    await submitLogin(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(pathURL('/'))
    // First, while it shows: the toast leaves after a few seconds, which a loaded machine can spend on the checks below.
    await expect(toast(page, 'Welcome, Camille Lefèvre!')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome back, Camille Lefèvre!/)
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
    await expect(page.getByText('Administrators', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account menu of Camille Lefèvre' })).toBeVisible()
    await expect(page).toHaveTitle(/Dashboard/)
    await snap(page, 'dashboard')
  })

  test('admin signs in through the split-screen /login-v2', async ({ page }) => {
    await page.goto('/login-v2')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    // v2 keeps its own variant's links.
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password-v2')
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register-v2')
    await snap(page, 'login-v2')
    await submitLogin(page, ADMIN.email, ADMIN.password)
    await expect(page).toHaveURL(pathURL('/'))
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  })

  test('client signs in and lands on access control', async ({ page }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'My abilities' })).toBeVisible()
    // A client has no administrative access.
    await expect(page.getByText('Full administrative access')).toHaveCount(0)
    await expect(page.getByText('Julien Moreau').first()).toBeVisible()
    await snap(page, 'access-control')
  })

  test('a wrong password shows "Email or Password is Invalid" and stays on /login', async ({ page }) => {
    await page.goto('/login')
    await submitLogin(page, ADMIN.email, 'not-the-password')
    const email = field(page, 'Email')
    // The message is the email field's description (rendered right under it).
    await expect(email).toHaveAccessibleDescription('Email or Password is Invalid')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('alert').filter({ hasText: 'Email or Password is Invalid' })).toBeVisible()
    await expect(page).toHaveURL(pathURL('/login'))
    // The password is cleared, the e-mail kept.
    await expect(field(page, 'Password')).toHaveValue('')
    await expect(email).toHaveValue(ADMIN.email)
    // And the session is still signed out.
    const res = await page.request.get('/', { headers: { Accept: 'application/json' } })
    expect(res.status()).toBe(401)
  })

  test('a signed-out visit to /access-control goes to /login, then back there after signing in', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page).toHaveURL(pathURL('/login'))
    await submitLogin(page, ADMIN.email, ADMIN.password)
    // The admin's home is "/", so landing on /access-control proves the intended page was kept.
    await expect(page).toHaveURL(pathURL('/access-control'))
    await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
    await expect(page.getByText('Full administrative access')).toBeVisible()
  })
})

test.describe('remember me', () => {
  test('checked gives a persistent cookie, unchecked a session cookie', async ({ browser }) => {
    for (const remember of [true, false]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const before = Date.now() / 1000
      await login(page, CLIENT.email, CLIENT.password, '/access-control', { remember })
      const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)
      expect(cookie, `a ${SESSION_COOKIE} cookie after signing in`).toBeDefined()
      expect(cookie!.httpOnly).toBe(true)
      expect(cookie!.sameSite).toBe('Lax')
      if (remember) {
        expect(cookie!.expires, 'remember me: expires in more than 20 days').toBeGreaterThan(before + 20 * DAY_S)
      } else {
        expect(cookie!.expires, 'no remember me: a session cookie').toBe(-1)
      }
      await context.close()
    }
  })
})

test.describe('accounts', () => {
  test('register a new user, sign out, sign in again', async ({ page }) => {
    const user = uniqueUser('reg')
    await page.goto('/register')
    await expect(page.getByRole('heading', { name: /Adventure starts here/ })).toBeVisible()
    await snap(page, 'register')

    // The terms checkbox is required on the client side: nothing is sent without it.
    await field(page, 'Full name').fill(user.username)
    await field(page, 'Username').fill(user.username)
    await field(page, 'Email').fill(user.email)
    await field(page, 'Password').fill(user.password)
    let posted = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/register') posted = true
    })
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(page.getByText('Please accept the privacy policy & terms.')).toBeVisible()
    expect(posted).toBe(false)
    await expect(page).toHaveURL(pathURL('/register'))

    await page.getByRole('checkbox', { name: /terms/i }).check()
    await expect(page.getByText('Please accept the privacy policy & terms.')).toHaveCount(0)
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(page).toHaveURL(pathURL('/'))
    expect(posted).toBe(true)
    // A new account is welcomed, not welcomed back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.username}! 🎉`)
    // The toast first: it closes by itself after a few seconds, which a slow machine can spend on the menu.
    await expect(toast(page, `Welcome to Partage, ${user.username}!`)).toBeVisible()
    await openAccountMenu(page)
    await expect(page.getByRole('menu').getByText(user.username, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')

    await logout(page)
    await expect(toast(page, 'You are signed out.')).toBeVisible()

    await submitLogin(page, user.email, user.password)
    await expect(page).toHaveURL(pathURL('/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.username}! 🎉`)
    await expect(toast(page, `Welcome, ${user.username}!`)).toBeVisible()

    // The same e-mail cannot be registered twice.
    await logout(page)
    await page.goto('/register')
    await field(page, 'Full name').fill(user.username)
    await field(page, 'Username').fill(`${user.username.slice(0, 26)}bis`)
    await field(page, 'Email').fill(user.email)
    await field(page, 'Password').fill('another-password')
    await page.getByRole('checkbox', { name: /terms/i }).check()
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('This email is already in use.')
    await expect(page).toHaveURL(pathURL('/register'))
  })

  test('forgot password without mail → an admin copies a reset link → new password works, old one fails', async ({ page, browser }) => {
    const user = uniqueUser('rst')
    await register(page, user)
    await expect(toast(page, `Welcome to Partage, ${user.username}!`)).toBeVisible()
    await logout(page)

    // No SMTP_URL on the server under test: the page says whom to ask rather than promising a mail.
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(pathURL('/forgot-password'))
    await expect(page.getByRole('status').filter({ hasText: 'No mail can leave this server' })).toContainText('Ask an administrator of Partage')
    await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0)
    await snap(page, 'forgot-password')

    // An admin, on the user's page, copies a reset link to hand over.
    const admins = await browser.newContext()
    const admin = await admins.newPage()
    await login(admin, ADMIN.email, ADMIN.password, '/')
    await admin.goto(`/apps/user/list?q=${encodeURIComponent(user.username)}`)
    await admin.getByRole('link', { name: user.username, exact: true }).click()
    await admin.getByRole('button', { name: 'Copy a reset link' }).click()
    const link = await admin.getByRole('region', { name: `Reset link for ${user.username}` }).getByRole('textbox').inputValue()
    await admins.close()
    const url = new URL(link)
    expect(url.pathname).toBe('/reset-password')
    expect(url.searchParams.get('email')).toBe(user.email)
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{32,}$/)

    const newPassword = `${user.password}-new`
    await page.goto(url.pathname + url.search)
    await expect(field(page, 'Email')).toHaveValue(user.email)
    await field(page, 'New password').fill(newPassword)
    await field(page, 'Confirm password').fill(newPassword)
    await snap(page, 'reset-password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(pathURL('/login'))
    await expect(toast(page, 'Your password has been reset.')).toBeVisible()

    // The old password no longer works…
    await submitLogin(page, user.email, user.password)
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email or Password is Invalid')
    await expect(page).toHaveURL(pathURL('/login'))
    // …the new one does.
    await field(page, 'Password').fill(newPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(pathURL('/'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.username}! 🎉`)
    await expect(toast(page, `Welcome, ${user.username}!`)).toBeVisible()

    // The link works once.
    await logout(page)
    await page.goto(url.pathname + url.search)
    await field(page, 'New password').fill('yet-another-password')
    await field(page, 'Confirm password').fill('yet-another-password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired.' })).toBeVisible()
    await expect(page).toHaveURL(/\/reset-password/)
  })

  test('after logout the server session is gone: / and a reload go to /login', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
    await expect(toast(page, 'Welcome, Camille Lefèvre!')).toBeVisible()
    const cookieBefore = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value
    expect(cookieBefore).toBeTruthy()
    await logout(page)
    await expect(toast(page, 'You are signed out.')).toBeVisible()

    // The old session cookie is dead on the server, even if replayed.
    const replay = await page.request.get('/', {
      headers: { Accept: 'application/json', Cookie: `${SESSION_COOKIE}=${cookieBefore}` },
    })
    expect(replay.status()).toBe(401)

    // Back to the dashboard's history entry, then asking the server again: sign in first.
    await page.goBack()
    await page.reload()
    await expect(page).toHaveURL(pathURL('/login'))
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toHaveCount(0)

    await page.goto('/')
    await expect(page).toHaveURL(pathURL('/login'))
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  })

  test('after logout the back button does not show the dashboard again', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
    await expect(toast(page, 'Welcome, Camille Lefèvre!')).toBeVisible()
    await logout(page)
    await page.goBack()
    await expect(page).toHaveURL(pathURL('/login'))
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toHaveCount(0)
    // The welcome toast may still be up; the page itself must not show the user.
    await expect(page.getByRole('main').getByText('Camille Lefèvre')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Account menu of / })).toHaveCount(0)
  })
})
