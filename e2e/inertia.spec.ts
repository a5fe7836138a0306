import { expect, test, type Page } from '@playwright/test'
import { ADMIN, dismissToasts, field, login, pathURL, submitLogin, toast, uniqueUser } from './helpers'

interface PageObject {
  component: string
  props: Record<string, unknown> & { errors?: Record<string, string> }
  url: string
  version: string
  flash?: Record<string, unknown>
}

/** The page object of the first, full-HTML visit of `path` (from <script data-page="app">). */
async function initialPageObject(page: Page, path: string): Promise<PageObject> {
  const res = await page.request.get(path)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('text/html')
  const html = await res.text()
  const m = /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/.exec(html)
  expect(m, 'the HTML carries the page object in <script data-page="app" type="application/json">').not.toBeNull()
  return JSON.parse(m![1]!) as PageObject
}

const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1))
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker)

const isInertia = (headers: Record<string, string>) => headers['x-inertia'] === 'true'

test('a first visit is HTML carrying the page object', async ({ page }) => {
  const po = await initialPageObject(page, '/login')
  expect(po.component).toBe('Auth/Login')
  expect(po.url).toBe('/login')
  expect(po.version).toBeTruthy()
  // The same URL asked the Inertia way answers the page object as JSON.
  const res = await page.request.get('/login', { headers: { 'X-Inertia': 'true', 'X-Inertia-Version': po.version } })
  expect(res.status()).toBe(200)
  expect(res.headers()['x-inertia']).toBe('true')
  const json = (await res.json()) as PageObject
  expect(json.component).toBe('Auth/Login')
  expect(json.version).toBe(po.version)
})

test('an internal link navigates without a full page load, with X-Inertia: true', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  await setMarker(page)
  const documentRequests: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentRequests.push(r.url())
  })
  const navigation = page.waitForRequest((r) => new URL(r.url()).pathname === '/access-control')
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/access-control')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Access Control' }).click()

  const req = await navigation
  expect(isInertia(await req.allHeaders()), 'the visit carries X-Inertia: true').toBe(true)
  expect(req.resourceType()).toMatch(/^(xhr|fetch)$/)
  const res = await response
  expect(res.status()).toBe(200)
  expect(((await res.json()) as PageObject).component).toBe('AccessControl/Index')

  await expect(page).toHaveURL(pathURL('/access-control'))
  await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
  expect(await marker(page), 'window.__marker survives: no full reload').toBe(1)
  expect(documentRequests, 'no new document was requested').toEqual([])

  // Back returns to the dashboard, still in the same document.
  await page.goBack()
  await expect(page).toHaveURL(pathURL('/'))
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  expect(await marker(page)).toBe(1)
  expect(documentRequests).toEqual([])
})

test('a stale asset version gets 409 and the client does a full page load', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  const current = (await initialPageObject(page, '/access-control')).version
  await setMarker(page)

  // Rewrite the version header of the next Inertia visit only; the real server answers.
  let rewritten = 0
  await page.route(
    (url) => url.pathname === '/access-control',
    async (route) => {
      const headers = route.request().headers()
      if (isInertia(headers) && rewritten === 0) {
        rewritten += 1
        await route.continue({ headers: { ...headers, 'x-inertia-version': 'stale-e2e-version' } })
      } else {
        await route.continue()
      }
    },
  )
  const conflict = page.waitForResponse((r) => new URL(r.url()).pathname === '/access-control' && r.status() === 409)
  const fullLoad = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/access-control' && r.isNavigationRequest() && !isInertia(r.headers()),
  )
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Access Control' }).click()

  const res = await conflict
  expect(rewritten).toBe(1)
  expect((await res.request().allHeaders())['x-inertia-version']).toBe('stale-e2e-version')
  expect(new URL(res.headers()['x-inertia-location']!, page.url()).pathname).toBe('/access-control')
  expect(res.headers()['x-inertia-version'], 'the 409 names the current version').toBe(current)
  await fullLoad

  await expect(page).toHaveURL(pathURL('/access-control'))
  await expect(page.getByRole('heading', { level: 1, name: 'Access Control' })).toBeVisible()
  expect(await marker(page), 'window.__marker is gone: the page was loaded anew').toBeUndefined()
})

test('server-side validation errors come back under their fields, and nothing is created', async ({ page }) => {
  const user = uniqueUser('val')
  await page.goto('/register')
  await setMarker(page)
  await field(page, 'Full name').fill(user.username)
  await field(page, 'Username').fill(user.username)
  await field(page, 'Email').fill('not-an-email')
  await field(page, 'Password').fill('short')
  await page.getByRole('checkbox', { name: /terms/i }).check()
  const post = page.waitForResponse((r) => new URL(r.url()).pathname === '/register' && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  const res = await post
  expect(isInertia(await res.request().allHeaders())).toBe(true)

  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address.')
  await expect(field(page, 'Password')).toHaveAccessibleDescription('Password must be at least 8 characters.')
  await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Username')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(pathURL('/register'))
  expect(await marker(page), 'errors arrive without a full reload').toBe(1)
  // What was typed is kept, except the password.
  await expect(field(page, 'Username')).toHaveValue(user.username)
  await expect(field(page, 'Email')).toHaveValue('not-an-email')

  // Nothing was created: the same username registers fine now.
  await field(page, 'Email').fill(user.email)
  await field(page, 'Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  await expect(page).toHaveURL(pathURL('/'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.username}! 🎉`)
})

test('a flash message appears once as a toast', async ({ page }) => {
  await page.goto('/login')
  // The redirected GET after POST /login: Playwright reports its full headers via allHeaders().
  const landing = page.waitForResponse(
    async (r) => new URL(r.url()).pathname === '/' && isInertia(await r.request().allHeaders()),
  )
  await submitLogin(page, ADMIN.email, ADMIN.password)
  const res = await landing
  const po = (await res.json()) as PageObject
  expect(po.component).toBe('Dashboard/Home')
  // Inertia v3: flash data is a top-level key of the page object, not a prop.
  expect(po.flash?.success, 'the page object carries flash.success').toBeTruthy()

  await expect(page).toHaveURL(pathURL('/'))
  const welcome = toast(page, 'Welcome, Camille Lefèvre!')
  await expect(welcome).toBeVisible()
  await expect(welcome).toHaveAttribute('data-type', 'success')

  // Flash data is for one response only: it is not shown again on the next visit.
  await dismissToasts(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(toast(page, 'Welcome, Camille Lefèvre!')).toHaveCount(0)
})
