import { expect, test, type APIRequestContext } from '@playwright/test'
import { ADMIN, CLIENT, login, pathURL, snap } from './helpers'

async function bearer(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/jwt/login', { data: { email, password } })
  expect(res.status()).toBe(200)
  const body = (await res.json()) as { accessToken?: string; userData?: { email?: string } }
  expect(body.userData?.email).toBe(email)
  expect(body.accessToken).toBeTruthy()
  return body.accessToken!
}

test.describe('a client', () => {
  test('opening the dashboard "/" is sent to /access-control', async ({ page }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    await page.goto('/')
    await expect(page).toHaveURL(pathURL('/access-control'))
    await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toHaveCount(0)
  })

  test('gets the not-authorized page with status 403', async ({ page }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    const res = await page.goto('/not-authorized')
    expect(res?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible()
    await expect(page).toHaveTitle(/Not authorized/)
    // "Back to home" goes to the client's own home.
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/access-control')
    await snap(page, 'not-authorized')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(pathURL('/access-control'))
  })

  test('calling the admin page as JSON gets 403 forbidden (cookie and Bearer token)', async ({ page, request }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    const viaCookie = await page.request.get('/', { headers: { Accept: 'application/json' } })
    expect(viaCookie.status()).toBe(403)
    const body = (await viaCookie.json()) as { error?: { code?: string }; stats?: unknown }
    expect(body.error?.code).toBe('forbidden')
    expect(body.stats).toBeUndefined()

    // The same with an API token and no cookie at all.
    const token = await bearer(request, CLIENT.email, CLIENT.password)
    const viaToken = await request.get('/', { headers: { Authorization: `Bearer ${token}` } })
    expect(viaToken.status()).toBe(403)
    expect(((await viaToken.json()) as { error?: { code?: string } }).error?.code).toBe('forbidden')
  })

  test("the menu shows Access Control and the pages everyone reads, not the staff's", async ({ page }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Access Control' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Access Control' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
    // Besides, what the cooperative writes for everyone, and nothing of the staff's.
    for (const name of ['FAQ', 'Knowledge Base', 'Pricing']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    for (const name of ['Email', 'Members', 'Todo']) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0)
  })
})

test.describe('an admin', () => {
  test('gets the dashboard as JSON (cookie and Bearer token)', async ({ page, request }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    const viaCookie = await page.request.get('/', { headers: { Accept: 'application/json' } })
    expect(viaCookie.status()).toBe(200)
    expect(viaCookie.headers()['content-type']).toContain('application/json')
    const body = (await viaCookie.json()) as { stats?: { users: number; admins: number; clients: number } }
    expect(body.stats).toBeDefined()
    expect(body.stats!.admins).toBeGreaterThanOrEqual(1)
    expect(body.stats!.clients).toBeGreaterThanOrEqual(1)
    expect(body.stats!.users).toBeGreaterThanOrEqual(body.stats!.admins + body.stats!.clients)

    const token = await bearer(request, ADMIN.email, ADMIN.password)
    const viaToken = await request.get('/', { headers: { Authorization: `Bearer ${token}` } })
    expect(viaToken.status()).toBe(200)
    expect(((await viaToken.json()) as { stats?: unknown }).stats).toBeDefined()
  })

  test('the menu shows Dashboard and Access Control', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Access Control' })).toBeVisible()
  })
})

test.describe('without signing in', () => {
  test('the JSON dashboard answers 401', async ({ request }) => {
    const res = await request.get('/', { headers: { Accept: 'application/json' } })
    expect(res.status()).toBe(401)
    expect(((await res.json()) as { error?: { code?: string } }).error?.code).toBe('unauthenticated')
  })
})

test.describe('an unknown URL', () => {
  test('shows the 404 page with status 404', async ({ page }) => {
    const res = await page.goto('/no/such/page-e2e')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText('The requested URL was not found on this server.')).toBeVisible()
    await snap(page, 'not-found')
  })

  test('shows the 404 page to a signed-in user too, with a way home', async ({ page }) => {
    await login(page, CLIENT.email, CLIENT.password, '/access-control')
    const res = await page.goto('/no/such/page-e2e')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(pathURL('/access-control'))
  })
})
