import fs from 'node:fs'
import path from 'node:path'
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { SCREENSHOTS_DIR, SERVER_LOG } from './server'

export const ADMIN = { email: 'admin@demo.com', password: 'admin' }
export const CLIENT = { email: 'client@demo.com', password: 'client' }

export interface NewUser {
  username: string
  email: string
  password: string
}

let counter = 0
/** A user nobody has registered yet (unique across workers and runs). */
export function uniqueUser(prefix = 'e2e'): NewUser {
  counter += 1
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`
  const username = `${prefix}${id}`.slice(0, 30)
  return { username, email: `${username}@example.com`, password: `Pw-${id}-long` }
}

/** The form fields, matched exactly: password fields have a "Show" button beside them. */
export const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true })

/** Sonner toasts, newest first. */
export const toasts = (page: Page): Locator => page.locator('[data-sonner-toast]')
export const toast = (page: Page, text: string | RegExp): Locator => toasts(page).filter({ hasText: text })

/** Fills and submits the sign-in form of the current page (/login or /login-v2). */
export async function submitLogin(page: Page, email: string, password: string, opts: { remember?: boolean } = {}): Promise<void> {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  if (opts.remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Opens /login, signs in and waits until the browser is on `expectedPath`. */
export async function login(page: Page, email: string, password: string, expectedPath: string, opts: { remember?: boolean } = {}): Promise<void> {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await submitLogin(page, email, password, opts)
  await expect(page).toHaveURL(pathURL(expectedPath))
}

/** Registers `user` through the /register page; the browser ends signed in. */
export async function register(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register')
  await fillRegister(page, user)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(pathURL('/'))
}

export async function fillRegister(page: Page, user: NewUser, opts: { terms?: boolean } = {}): Promise<void> {
  // The full name is the username, so that pages greeting the user by name can be checked against it.
  await field(page, 'Full name').fill(user.username)
  await field(page, 'Username').fill(user.username)
  await field(page, 'Email').fill(user.email)
  await field(page, 'Password').fill(user.password)
  if (opts.terms !== false) await page.getByRole('checkbox', { name: /terms/i }).check()
}

/** Matches an absolute URL whose path (and query, if given) is exactly `p`. */
export function pathURL(p: string): RegExp {
  const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^https?://[^/]+${escaped}$`)
}

/**
 * Saves a full-page screenshot into e2e/screenshots/ for people to look at.
 * PARTAGE_E2E_SCREENSHOTS=0 leaves them out (CI does: nobody looks at them
 * there, and a full page painted in software takes seconds). Nothing is
 * asserted on them.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.PARTAGE_E2E_SCREENSHOTS === '0') return
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true })
  // Let sonner's enter animation and the fonts settle so the picture is what a person sees,
  // for 3 s at most: a slow machine's font load must not hold the scenario.
  await Promise.race([page.evaluate(() => document.fonts?.ready.then(() => true)), page.waitForTimeout(3_000)]).catch(() => undefined)
  // A picture that cannot be painted in 30 s is left out with a warning: the scenario's
  // assertions are what pass or fail, not the picture for people.
  await page
    .screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true, animations: 'disabled', timeout: 30_000 })
    .catch((err: Error) => console.warn(`screenshot ${name} not saved: ${err.message.split('\n')[0]}`))
}

/**
 * The password-reset link the server logged for `email` (no SMTP: the notice is a
 * JSON log line with "text":"Reset your password: <link>"), newer than `since` lines.
 */
export async function resetLinkFromLog(email: string, sinceLine: number, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const lines = fs.readFileSync(SERVER_LOG, 'utf8').split('\n').slice(sinceLine)
    for (const line of lines.reverse()) {
      if (!line.includes('Reset your password: ')) continue
      let entry: { to?: string; text?: string }
      try {
        entry = JSON.parse(line) as { to?: string; text?: string }
      } catch {
        continue
      }
      const m = /Reset your password: (\S+)/.exec(entry.text ?? '')
      if (m && entry.to === email) return m[1]!
    }
    if (Date.now() > deadline) throw new Error(`no reset link for ${email} in ${SERVER_LOG}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** How many lines the server log has now (to look only at what comes after). */
export function logLineCount(): number {
  return fs.readFileSync(SERVER_LOG, 'utf8').split('\n').length - 1
}

/** Closes every toast with its close button, as a person would. */
export async function dismissToasts(page: Page): Promise<void> {
  const all = toasts(page)
  for (let i = 0; i < 10 && (await all.count()) > 0; i++) {
    await all
      .first()
      .getByRole('button', { name: /close/i })
      .click({ timeout: 2_000 })
      .catch(() => undefined) // it may have closed by itself meanwhile
  }
  await expect(all).toHaveCount(0)
}

/** Opens the navbar's account menu (it holds the user's name, links and Logout). */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click()
  await expect(page.getByRole('menu')).toBeVisible()
}

/** Signs out with the account menu's Logout and waits for /login. */
export async function logout(page: Page): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(pathURL('/login'))
}

/**
 * A French browser: its Accept-Language says French, which is enough for an
 * account that has not chosen a language (the demo admin). Nothing is chosen
 * with the switcher, which would save French on the shared demo account.
 */
export async function frenchContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: 'fr-FR' })
}

/** Signs in as the admin on the French sign-in page. */
export async function loginFrench(page: Page): Promise<void> {
  await page.goto('/login')
  await field(page, 'E-mail').fill(ADMIN.email)
  await field(page, 'Mot de passe').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).toHaveURL(pathURL('/'), { timeout: 30_000 })
}
