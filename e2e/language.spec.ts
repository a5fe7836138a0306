import { expect, test, type Page } from '@playwright/test'
import { ADMIN, field, login, pathURL, snap, uniqueUser } from './helpers'

// The language follows the person: the account's, else the browser's
// Accept-Language (a browser's locale sends it), else DEFAULT_LANGUAGE.

/** Signing in loads the dashboard's chunks and, here, another language's texts: slow on a busy machine. */
const SIGN_IN_MS = 30_000

/** The navbar's or the sign-in page's language switcher, whatever language it is labelled in. */
const switcher = (page: Page) => page.getByRole('combobox', { name: /^(Language|Langue|Sprache|Idioma)$/ })

test.describe('the language follows the person', () => {
  test('a French browser lands in French on /login and after sign-in', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    try {
      // The server writes the language in the first answer: no English first paint.
      const res = await page.goto('/login')
      expect(await res!.text()).toContain('<html lang="fr"')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page).toHaveTitle(/Connexion/)
      await expect(page.getByRole('heading', { name: /Bienvenue sur Partage/ })).toBeVisible()
      await expect(switcher(page)).toHaveValue('fr')
      await snap(page, 'language-login-fr')

      await field(page, 'E-mail').fill(ADMIN.email)
      await field(page, 'Mot de passe').fill(ADMIN.password)
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      await expect(page).toHaveURL(pathURL('/'), { timeout: SIGN_IN_MS })
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
      await expect(page).toHaveTitle(/Tableau de bord/)
      await expect(switcher(page)).toHaveValue('fr')
      await snap(page, 'language-dashboard-fr')

      // A full reload is in French from its first byte too.
      const reload = await page.reload()
      expect(await reload!.text()).toContain('<html lang="fr"')
    } finally {
      await context.close()
    }
  })

  test('a language chosen with the switcher follows the account into a new browser', async ({ browser }) => {
    const user = uniqueUser('lang')
    const first = await browser.newContext({ locale: 'en-US' })
    const page = await first.newPage()
    try {
      // A fresh account (the demo ones stay without a language for the other specs).
      const made = await page.request.post('/jwt/register', {
        data: { username: user.username, email: user.email, password: user.password, fullName: user.username },
      })
      expect(made.ok()).toBe(true)
      expect(await made.json()).toHaveProperty('accessToken')
      await login(page, user.email, user.password, '/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/language') && r.request().method() === 'POST')
      await switcher(page).selectOption('de')
      expect((await saved).status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
    } finally {
      await first.close()
    }

    // A brand-new browser that asks for English: English until the person signs in.
    const second = await browser.newContext({ locale: 'en-US' })
    const other = await second.newPage()
    try {
      await other.goto('/login')
      await expect(other.locator('html')).toHaveAttribute('lang', 'en')
      await field(other, 'Email').fill(user.email)
      await field(other, 'Password').fill(user.password)
      await other.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(other).toHaveURL(pathURL('/'), { timeout: SIGN_IN_MS })
      await expect(other.locator('html')).toHaveAttribute('lang', 'de')
      await expect(other.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible()
      await expect(switcher(other)).toHaveValue('de')
      const reload = await other.reload()
      expect(await reload!.text()).toContain('<html lang="de"')
      await snap(other, 'language-dashboard-de-new-browser')
    } finally {
      await second.close()
    }
  })
})
