import { expect, test } from '@playwright/test'
import { ADMIN, field, frenchContext, loginFrench, snap } from './helpers'
import { panel, uniqueUser } from './user-helpers'

// The server's refusals come as keys with their parameters, and the pages word
// them in the reader's language: nothing the server says shows in English to
// a French reader.



test.describe('server messages in French', () => {
  test('a refused sign-in says why in French', async ({ browser }) => {
    const context = await frenchContext(browser)
    const page = await context.newPage()
    try {
      await page.goto('/login')
      await field(page, 'E-mail').fill(ADMIN.email)
      await field(page, 'Mot de passe').fill('not the password')
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou mot de passe invalide' })).toBeVisible()
      await expect(page.getByText('Email or Password is Invalid')).toHaveCount(0)
      await expect(page.getByText(/server\./)).toHaveCount(0)
    } finally {
      await context.close()
    }
  })

  test('a field error from the server shows in French, numbers and all', async ({ browser }) => {
    const context = await frenchContext(browser)
    const page = await context.newPage()
    try {
      await loginFrench(page)
      await page.goto('/apps/user/list')
      const dialog = panel(page)
      const other = uniqueUser('Doublon')
      await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click()
      await dialog.getByLabel('Nom complet').fill(other.fullName)
      await dialog.getByLabel('Nom d’utilisateur').fill('ab') // too short: the server names the bounds
      await dialog.getByLabel('E-mail').fill(other.email)
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
      await expect(dialog.getByText('Le nom d’utilisateur comporte de 3 à 30 lettres, chiffres, points, tirets ou tirets bas.')).toBeVisible()

      await dialog.getByLabel('Nom d’utilisateur').fill(other.username)
      await dialog.getByLabel('E-mail').fill(ADMIN.email) // taken
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
      await expect(dialog.getByText('Cet e-mail est déjà utilisé.')).toBeVisible()
      await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByText(/already in use|server\./)).toHaveCount(0)
      await expect(dialog.getByLabel('Nom complet')).toHaveValue(other.fullName)
      await snap(page, 'french-server-field-error')
    } finally {
      await context.close()
    }
  })

  test('a JSON client gets the English message beside the key and its parameters', async ({ browser }) => {
    const context = await frenchContext(browser)
    const page = await context.newPage()
    try {
      await loginFrench(page)
      const res = await page.request.post('/apps/users/add-user', {
        data: { user: { fullName: 'Doublon', username: 'ab', email: ADMIN.email } },
        headers: { Accept: 'application/json' },
      })
      expect(res.status()).toBe(400)
      const { error } = (await res.json()) as {
        error: { code: string; message: string; key: string; fields: Record<string, string>; field_keys: Record<string, { key: string; params?: object }> }
      }
      expect(error.code).toBe('invalid')
      expect(error.key).toMatch(/^server\./)
      expect(error.fields.username).toBe('Username is 3 to 30 letters, digits, dots, dashes or underscores.')
      expect(error.field_keys.username).toEqual({ key: 'server.usernameFormat', params: { min: 3, max: 30 } })
    } finally {
      await context.close()
    }
  })
})
