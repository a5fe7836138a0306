import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, field, login } from './helpers'

const MEMBER = { email: 'member@demo.com', password: 'member' }
const uid = () => `${Date.now().toString(36)}${process.pid.toString(36)}`

/** A new English browser signed in as `who`, on the knowledge base. */
async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/login')
  await field(page, 'Email').fill(who.email)
  await field(page, 'Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  return page
}

/** The Bearer header of the admin, for the JSON calls. */
async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/jwt/login', { data: ADMIN })
  expect(res.status(), await res.text()).toBe(200)
  return { Authorization: `Bearer ${(await res.json()).accessToken}` }
}

test('staff write and publish an article; a member finds it without accents and says it helped, once', async ({ page, browser }) => {
  test.slow()
  const id = uid()
  const title = `Délégation de vote à l’Assemblée ${id}`
  await login(page, ADMIN.email, ADMIN.password, '/')

  // The English knowledge base, then a new article in it.
  await page.goto('/pages/knowledge-base?lang=en')
  await expect(page.getByRole('heading', { name: 'Joining the cooperative' })).toBeVisible()
  await page.getByRole('link', { name: 'New article' }).click()
  await expect(page.getByRole('heading', { name: 'New article', level: 1 })).toBeVisible()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(`delegation-de-vote-a-l-assemblee-${id}`)
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'General assembly' })
  await page.getByLabel('Summary', { exact: true }).fill('Giving your vote to another member.')
  const editor = page.getByRole('textbox', { name: 'Text' })
  await editor.click()
  await page.keyboard.type('A written proxy is enough. ')
  await page.keyboard.press('ControlOrMeta+b')
  await page.keyboard.type('Two proxies at most.')
  await page.getByRole('button', { name: 'Create the article' }).click()

  // Saved as a draft: its page says so; then published.
  await expect(page).toHaveURL(new RegExp(`/pages/knowledge-base/general-assembly/delegation-de-vote-a-l-assemblee-${id}\\?lang=en$`))
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await expect(page.locator('strong', { hasText: 'Two proxies at most.' })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible()

  // A member searches without accents or capitals and finds it.
  const member = await signedIn(browser, MEMBER)
  await member.goto('/pages/knowledge-base')
  await member.getByRole('searchbox', { name: 'Search the knowledge base' }).fill(`delegation de vote a l'assemblee ${id}`)
  await member.keyboard.press('Enter')
  const results = member.getByRole('region', { name: /1 article found/ })
  await expect(results).toBeVisible()
  await results.getByRole('link', { name: new RegExp(title) }).click()
  await expect(member.getByRole('heading', { name: title, level: 1 })).toBeVisible()

  // "Was this helpful?": Yes counts once, however often it is pressed.
  const yes = member.getByTestId('kb-vote-yes')
  const count = member.getByTestId('kb-count-yes')
  await expect(count).toHaveText('0')
  await yes.click()
  await expect(yes).toHaveAttribute('aria-pressed', 'true')
  await expect(count).toHaveText('1')
  await yes.click()
  await member.waitForLoadState('networkidle')
  await expect(count).toHaveText('1')
  await member.reload()
  await expect(member.getByTestId('kb-count-yes')).toHaveText('1')
  await expect(member.getByTestId('kb-count-no')).toHaveText('0')

  // Staff see the same count.
  await page.reload()
  await expect(page.getByTestId('kb-count-yes')).toHaveText('1')
  await member.context().close()
})

test('an unpublished article is invisible to a member: 404 on its page, absent from the search and the list', async ({ browser, request }) => {
  const id = uid()
  const h = await bearer(request)
  const cards = await request.get('/faq/data/knowledge_base?lang=en', { headers: h })
  expect(cards.status()).toBe(200)
  const joining = ((await cards.json()) as { id: number; category: string }[]).find((c) => c.category === 'joining')
  expect(joining).toBeTruthy()
  const created = await request.post('/pages/knowledge-base/manage/articles', {
    headers: h,
    data: { categoryId: joining!.id, title: `Brouillon caché ${id}`, body: '<p>Pas encore.</p>', published: false },
  })
  expect(created.status(), await created.text()).toBe(201)
  const slug = (await created.json()).article.slug as string

  const member = await signedIn(browser, MEMBER)
  const res = await member.goto(`/pages/knowledge-base/joining/${slug}`)
  expect(res?.status()).toBe(404)
  await member.goto(`/pages/knowledge-base?q=${encodeURIComponent(`brouillon cache ${id}`)}`)
  await expect(member.getByText('No article matches. Try other words.')).toBeVisible()
  await member.goto('/pages/knowledge-base/joining')
  await expect(member.getByRole('heading', { name: 'Joining the cooperative', level: 1 })).toBeVisible()
  await expect(member.getByText(`Brouillon caché ${id}`)).toHaveCount(0)

  // Published, the same address opens.
  const articleId = (await created.json()).article.id as number
  expect((await request.post(`/pages/knowledge-base/manage/articles/${articleId}/publish`, { headers: h })).status()).toBe(200)
  const again = await member.goto(`/pages/knowledge-base/joining/${slug}`)
  expect(again?.status()).toBe(200)
  await expect(member.getByRole('heading', { name: `Brouillon caché ${id}`, level: 1 })).toBeVisible()
  await member.context().close()
})

test.describe('accessibility', () => {
  test.use({ bypassCSP: true })

  test('the knowledge base pages have no serious accessibility problem, in both skins', async ({ page }) => {
    test.slow()
    await login(page, ADMIN.email, ADMIN.password, '/')
    for (const url of [
      '/pages/knowledge-base?lang=fr&q=assemblee',
      '/pages/knowledge-base/depots-et-retraits?lang=fr',
      '/pages/knowledge-base/assemblee-generale/voter-et-donner-procuration?lang=fr',
      '/pages/knowledge-base/manage/articles/new?lang=en',
    ]) {
      await page.goto(url)
      await expect(page.locator('h1').first()).toBeVisible()
      for (const skin of ['light', 'dark'] as const) expect(await seriousViolations(page, skin), `${url} (${skin})`).toEqual([])
    }
  })
})
