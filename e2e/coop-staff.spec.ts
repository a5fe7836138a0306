import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, field, loginFrench, pathURL, submitLogin, toast, uniqueUser } from './helpers'

// No mail leaves the server under test: the admin hands invitations over by their link.

/** A staff member made through the JSON API as the admin, with a chosen password. */
async function staffThroughAPI(request: APIRequestContext, role: string) {
  const login = await request.post('/jwt/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { accessToken } = await login.json()
  const who = uniqueUser('staff')
  const fullName = `Manon ${who.username.slice(-6)}`
  const invited = await request.post('/coop/admins', {
    data: { email: who.email, fullName, role },
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  })
  expect(invited.status()).toBe(201)
  const { link } = await invited.json()
  const token = new URL(link.url).searchParams.get('token')
  const accepted = await request.post('/accept-invitation', {
    data: { token, email: who.email, password: who.password, password_confirmation: who.password },
    headers: { Accept: 'application/json' },
  })
  expect(accepted.status()).toBe(200)
  return { ...who, fullName }
}

test('an admin invites a viewer, and suspends a manager whose open tab goes to the sign-in page by itself', async ({ browser, request }) => {
  test.slow() // three browsers: the admin, the invited viewer, the manager
  // French, as frenchContext makes it, and open to the axe audit's script.
  const adminContext = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const admin = await adminContext.newPage()
  await loginFrench(admin)
  await admin.goto('/coop/admins')
  await expect(admin.getByRole('heading', { level: 1, name: 'L’équipe de la coopérative' })).toBeVisible()

  // Invite a viewer: e-mail, name, role; the link is shown to hand over.
  const viewer = uniqueUser('viewer')
  const viewerName = `Victor ${viewer.username.slice(-6)}`
  await admin.getByRole('button', { name: 'Inviter', exact: true }).click()
  const drawer = admin.getByRole('dialog')
  await drawer.getByLabel('E-mail').fill(viewer.email)
  await drawer.getByLabel('Nom complet').fill(viewerName)
  await drawer.getByLabel('Rôle').selectOption('viewer')
  await expect(drawer.getByText('Consulte tout, ne modifie rien.')).toBeVisible()
  await drawer.getByRole('button', { name: 'Inviter', exact: true }).click()
  await expect(drawer).toBeHidden()
  const notice = admin.getByRole('region', { name: `Invitation pour ${viewerName}` })
  await expect(notice).toBeVisible()
  const url = new URL(await notice.getByRole('textbox').inputValue())
  expect(url.pathname).toBe('/accept-invitation')

  // The viewer accepts it in a browser of their own and lands on the dashboard, where they may read the staff but change nothing.
  const viewerContext = await browser.newContext()
  const them = await viewerContext.newPage()
  await them.goto(url.pathname + url.search)
  await field(them, 'Your password').fill(viewer.password)
  await field(them, 'Confirm your password').fill(viewer.password)
  await them.getByRole('button', { name: 'Choose my password' }).click()
  await expect(them).toHaveURL(pathURL('/'), { timeout: 60_000 })
  await them.goto('/coop/admins')
  await expect(them.getByRole('table')).toBeVisible()
  await expect(them.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0)
  await expect(them.getByRole('button', { name: /^Suspend/ })).toHaveCount(0)
  await them.goto('/apps/invoice/list')
  await expect(them.getByRole('table')).toBeVisible()
  await expect(them.getByRole('link', { name: 'Create invoice' })).toHaveCount(0)
  await them.goto('/apps/todo')
  await expect(them.getByRole('region', { name: 'Tasks' })).toBeVisible()
  await expect(them.getByRole('button', { name: 'Add task' })).toHaveCount(0)
  await viewerContext.close()

  // A manager, made through the API, signs in in a second browser and leaves a page open.
  const manager = await staffThroughAPI(request, 'manager')
  const managerContext = await browser.newContext()
  const tab = await managerContext.newPage()
  await tab.goto('/login')
  await submitLogin(tab, manager.email, manager.password)
  await expect(tab).toHaveURL(pathURL('/'), { timeout: 60_000 })
  await tab.goto('/apps/todo')
  await expect(tab).toHaveURL(pathURL('/apps/todo'))

  // The admin finds the manager and suspends them, after a confirmation.
  await admin.goto(`/coop/admins?q=${encodeURIComponent(manager.fullName)}`)
  const row = admin.getByRole('row').filter({ hasText: manager.fullName })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Suspendre ${manager.fullName}` }).click()
  const confirm = admin.getByRole('alertdialog')
  await expect(confirm).toContainText(`Suspendre ${manager.fullName}`)
  expect(await seriousViolations(admin)).toEqual([])
  await confirm.getByRole('button', { name: 'Suspendre', exact: true }).click()
  await expect(toast(admin, `${manager.fullName} est suspendu et déconnecté partout.`)).toBeVisible()
  await expect(row.getByRole('button', { name: `Réactiver ${manager.fullName}` })).toBeVisible()

  // The manager's open tab, untouched, is on the sign-in page saying why.
  await expect(tab).toHaveURL(/\/login\?reason=suspended$/, { timeout: 30_000 })
  await expect(tab.getByRole('alert').filter({ hasText: 'Your account has been suspended' })).toBeVisible()

  await managerContext.close()
  await adminContext.close()
})
