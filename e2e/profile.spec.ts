import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, field, login, pathURL, snap, uniqueUser } from './helpers'

// The social profile: a staff member posts on their own profile (text and a
// photo); a colleague, in a browser of their own, likes it and comments; a
// reload shows the like counted once and the comment kept — also when the
// like is clicked twice quickly or sent many times at once. A poll is opened
// by its owner, voted on by the colleague, who sees the results only then.
// A member sees their own profile and no one else's.

test.use({ bypassCSP: true }) // the axe audit is an inline script

const MEMBER = { email: 'member@demo.com', password: 'member' }

/** A fresh staff member made by the admin through the JSON API, with a chosen password (no demo account is touched). */
async function freshStaff(request: APIRequestContext, first: string) {
  const signIn = await request.post('/jwt/login', { data: ADMIN })
  expect(signIn.status()).toBe(200)
  const { accessToken } = await signIn.json()
  const who = uniqueUser('prof')
  const fullName = `${first} ${who.username.slice(-6)}`
  const invited = await request.post('/coop/admins', {
    data: { email: who.email, fullName, role: 'manager' },
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const token = new URL((await invited.json()).link.url).searchParams.get('token')
  const accepted = await request.post('/accept-invitation', {
    data: { token, email: who.email, password: who.password, password_confirmation: who.password },
    headers: { Accept: 'application/json' },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return { ...who, fullName }
}

async function signedIn(browser: Browser, who: { email: string; password: string }, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  if (locale.startsWith('fr')) {
    await page.goto('/login')
    await field(page, 'E-mail').fill(who.email)
    await field(page, 'Mot de passe').fill(who.password)
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
    await expect(page).toHaveURL(pathURL('/'))
  } else await login(page, who.email, who.password, '/')
  return page
}

/** A PNG of w×h drawn by the browser (a soft gradient), so that screenshots show a picture. */
async function picture(page: Page, w: number, h: number, from: string, to: string): Promise<Buffer> {
  const url = await page.evaluate(
    ([w, h, from, to]) => {
      const canvas = document.createElement('canvas')
      canvas.width = Number(w)
      canvas.height = Number(h)
      const ctx = canvas.getContext('2d')!
      const g = ctx.createLinearGradient(0, 0, Number(w), Number(h))
      g.addColorStop(0, String(from))
      g.addColorStop(1, String(to))
      ctx.fillStyle = g
      ctx.fillRect(0, 0, Number(w), Number(h))
      return canvas.toDataURL('image/png')
    },
    [w, h, from, to],
  )
  return Buffer.from(url.split(',')[1]!, 'base64')
}

const postCard = (page: Page, text: string) => page.getByTestId('post').filter({ hasText: text })
const likeButton = (page: Page, text: string) => postCard(page, text).getByRole('button', { name: /^Like\b/ })

test('a staff member posts; a colleague likes it once, comments, and votes on a poll', async ({ browser, request }) => {
  test.slow() // two browsers, uploads, reloads
  const alice = await freshStaff(request, 'Alice')
  const bob = await freshStaff(request, 'Bruno')

  // Alice posts on her own profile: text with a line break and a photo (previewed, then sent).
  const a = await signedIn(browser, alice)
  await a.goto('/pages/profile')
  await expect(a.getByRole('heading', { level: 1, name: alice.fullName })).toBeVisible()
  await expect(a.getByText('You have not posted yet')).toBeVisible()
  const text = `Hello from ${alice.fullName}\n<b>not bold</b> https://example.com`
  await a.getByRole('textbox', { name: 'What’s new?' }).fill(text)
  await a.getByLabel('Photos to add').setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: await picture(a, 800, 500, '#7c6cf0', '#35c0a0') })
  await expect(a.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1)
  const created = a.waitForResponse((r) => new URL(r.url()).pathname === '/profile/posts' && r.request().method() === 'POST')
  await a.getByRole('button', { name: 'Post', exact: true }).click()
  const answer = await created
  expect(answer.status(), await answer.text()).toBe(201)
  const post = (await answer.json()).post as { id: number; author: { id: number } }
  const aliceId = post.author.id
  const mine = postCard(a, `Hello from ${alice.fullName}`)
  await expect(mine).toBeVisible()
  await expect(mine.locator('b')).toHaveCount(0) // shown as typed, not as HTML
  await expect(mine.getByRole('link', { name: 'https://example.com' })).toHaveCount(0)
  await expect(mine.getByRole('button', { name: 'Open photo 1' })).toBeVisible()

  // Alice opens a poll.
  await a.getByRole('button', { name: 'New poll' }).click()
  const form = a.getByRole('form', { name: 'New poll' })
  await form.getByRole('textbox', { name: 'Question' }).fill(`Lunch, ${alice.fullName}?`)
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Pizza')
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Salad')
  await form.getByRole('button', { name: 'Create the poll' }).click()
  await expect(a.getByTestId('poll').filter({ hasText: `Lunch, ${alice.fullName}?` })).toBeVisible()

  // Alice writes her about text and sets a cover; both stay after a reload.
  await a.getByRole('button', { name: 'Edit', exact: true }).click()
  await a.getByRole('textbox', { name: 'About you' }).fill('I look after the members’ files.\nAsk me anything.')
  await a.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(a.getByText('I look after the members’ files.')).toBeVisible()
  const coverSaved = a.waitForResponse((r) => new URL(r.url()).pathname === '/profile/cover' && r.request().method() === 'POST')
  await a.getByLabel('Cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await picture(a, 1200, 300, '#5b4fd6', '#f0a860') })
  expect((await coverSaved).status()).toBe(200)
  await expect(a.getByRole('button', { name: 'Remove cover' })).toBeVisible()
  await a.reload()
  await expect(a.getByText('I look after the members’ files.')).toBeVisible()
  await expect(a.getByRole('button', { name: 'Remove cover' })).toBeVisible()

  // Bob, in his own browser, opens Alice's profile and likes the post.
  const b = await signedIn(browser, bob)
  await b.goto(`/pages/profile/${aliceId}`)
  await expect(b.getByRole('heading', { level: 1, name: alice.fullName })).toBeVisible()
  await expect(b.getByRole('textbox', { name: 'What’s new?' })).toHaveCount(0) // not his profile: no composer
  await expect(b.getByRole('button', { name: 'New poll' })).toHaveCount(0)
  await expect(postCard(b, `Hello from ${alice.fullName}`).getByRole('button', { name: 'Delete the post' })).toHaveCount(0)
  await likeButton(b, `Hello from ${alice.fullName}`).click()
  await expect(likeButton(b, `Hello from ${alice.fullName}`)).toHaveAttribute('aria-pressed', 'true')
  await b.reload()
  const liked = likeButton(b, `Hello from ${alice.fullName}`)
  await expect(liked).toHaveAttribute('aria-pressed', 'true')
  await expect(liked).toHaveAccessibleName(/^Like 1$/)

  // Unliked, then liked with a quick double click: counted once.
  await liked.click()
  await expect(liked).toHaveAttribute('aria-pressed', 'false')
  await expect(liked.getByTestId('likes')).toHaveText('0')
  await b.reload()
  await expect(likeButton(b, `Hello from ${alice.fullName}`).getByTestId('likes')).toHaveText('0')
  const likeSent = b.waitForResponse((r) => new URL(r.url()).pathname === `/profile/posts/${post.id}/like`)
  await likeButton(b, `Hello from ${alice.fullName}`).dblclick()
  await likeSent
  await expect(likeButton(b, `Hello from ${alice.fullName}`)).toHaveAttribute('aria-pressed', 'true')
  await b.waitForTimeout(500) // a second call, had one gone, would have been answered by now
  await b.reload()
  await expect(likeButton(b, `Hello from ${alice.fullName}`).getByTestId('likes')).toHaveText('1')
  await expect(likeButton(b, `Hello from ${alice.fullName}`)).toHaveAttribute('aria-pressed', 'true')

  // Many likes sent at once by the same person still count once.
  const answers = await Promise.all(Array.from({ length: 6 }, () => b.request.post(`/profile/posts/${post.id}/like`, { headers: { Accept: 'application/json' } })))
  for (const r of answers) expect(await r.json()).toEqual({ likes: 1, liked: true })

  // Bob comments; the comment stays after a reload.
  const comment = `Bravo ${bob.fullName}`
  await postCard(b, `Hello from ${alice.fullName}`).getByRole('textbox', { name: 'Your comment' }).fill(comment)
  await postCard(b, `Hello from ${alice.fullName}`).getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(postCard(b, `Hello from ${alice.fullName}`).getByText(comment)).toBeVisible()
  await b.reload()
  await expect(postCard(b, `Hello from ${alice.fullName}`).getByText(comment)).toBeVisible()
  await expect(postCard(b, `Hello from ${alice.fullName}`).getByText('1 comment', { exact: true })).toBeVisible()

  // The photo opens larger.
  await postCard(b, `Hello from ${alice.fullName}`).getByRole('button', { name: 'Open photo 1' }).click()
  await expect(b.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible()
  await b.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(b.getByRole('img', { name: 'Photo 1 of 1' })).toHaveCount(0)

  // Bob votes on the poll: the results show only after his vote.
  const poll = b.getByTestId('poll').filter({ hasText: `Lunch, ${alice.fullName}?` })
  await expect(poll.getByRole('meter')).toHaveCount(0)
  await poll.getByRole('radio', { name: 'Salad' }).check()
  await poll.getByRole('button', { name: 'Vote' }).click()
  await expect(poll.getByRole('meter')).toHaveCount(2)
  await expect(poll.getByText('100%')).toBeVisible()
  await b.reload()
  await expect(b.getByTestId('poll').filter({ hasText: `Lunch, ${alice.fullName}?` }).getByText('100%')).toBeVisible()

  // Alice sees the like and the comment on her post, and Bob among the likers.
  await a.reload()
  const hers = postCard(a, `Hello from ${alice.fullName}`)
  await expect(hers.getByTestId('likes')).toHaveText('1')
  await expect(hers.getByText(comment)).toBeVisible()
  await expect(hers.getByRole('list', { name: new RegExp(`Liked by ${bob.fullName}`) })).toBeVisible()
  await snap(a, 'profile-own-en')
  expect(await seriousViolations(a)).toEqual([])

  // The same page in French, in the dark skin, and right to left.
  const fr = await signedIn(browser, alice, 'fr-FR')
  await fr.goto('/pages/profile')
  await expect(fr.getByRole('button', { name: 'Publier', exact: true })).toBeVisible()
  await snap(fr, 'profile-own-fr')
  await fr.evaluate(() => {
    document.documentElement.dataset.skin = 'dark'
  })
  await fr.waitForTimeout(300)
  await snap(fr, 'profile-own-fr-dark')
  await fr.evaluate(() => {
    document.documentElement.dir = 'rtl'
  })
  await fr.waitForTimeout(300)
  await snap(fr, 'profile-own-fr-rtl')
  await fr.evaluate(() => {
    document.documentElement.dir = 'ltr'
    document.documentElement.dataset.skin = 'light'
  })
  await fr.setViewportSize({ width: 390, height: 844 })
  await fr.waitForTimeout(300)
  await snap(fr, 'profile-own-fr-mobile')
  await snap(b, 'profile-colleague-en')
  expect(await seriousViolations(b)).toEqual([])
  expect(await seriousViolations(b, 'dark')).toEqual([])

  // Alice deletes her post (after confirming).
  await hers.getByRole('button', { name: 'Delete the post' }).click()
  await a.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(postCard(a, `Hello from ${alice.fullName}`)).toHaveCount(0)
  await a.reload()
  await expect(postCard(a, `Hello from ${alice.fullName}`)).toHaveCount(0)

  // Eleven posts: ten shown, the eleventh after "Load more".
  for (let i = 1; i <= 11; i++) {
    const r = await a.request.post('/profile/posts', { data: { body: `Note ${i} of ${alice.fullName}` }, headers: { Accept: 'application/json' } })
    expect(r.status()).toBe(201)
  }
  await a.reload()
  await expect(a.getByTestId('post')).toHaveCount(10)
  await expect(postCard(a, `Note 1 of ${alice.fullName}`)).toHaveCount(0)
  await a.getByRole('button', { name: 'Load more' }).click()
  await expect(a.getByTestId('post')).toHaveCount(11)
  await expect(postCard(a, `Note 1 of ${alice.fullName}`)).toBeVisible()
  await expect(a.getByRole('button', { name: 'Load more' })).toHaveCount(0)
})

test('a member sees their own profile and no one else’s', async ({ browser, request }) => {
  const adminToken = (await (await request.post('/jwt/login', { data: ADMIN })).json()).accessToken
  const adminProfile = await request.get('/profile/data', { headers: { Authorization: `Bearer ${adminToken}` } })
  expect(adminProfile.status()).toBe(200)
  const adminId: number = (await adminProfile.json()).header.id

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email)
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(pathURL('/login'))

  await page.goto('/pages/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Profile sections' })
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('textbox', { name: 'What’s new?' })).toBeVisible() // their own: they may post
  await snap(page, 'profile-member-own')
  await tabs.getByRole('link', { name: 'My cooperative' }).click()
  await expect(page).toHaveURL(pathURL('/coop/profil'))
  await expect(page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'My cooperative' })).toHaveAttribute('aria-current', 'page')
  await snap(page, 'profile-member-coop-tab')

  const other = await page.goto(`/pages/profile/${adminId}`)
  expect(other?.status()).toBe(403)
  const json = await page.request.get(`/profile/data?id=${adminId}`, { headers: { Accept: 'application/json' } })
  expect(json.status()).toBe(403)
})
