import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { field, snap, toast } from './helpers'

// The blog's comments between three people, each in their own browser: the
// demo member comments on a post (a script tag in it stays text) and edits
// it; the demo client comments too; the admin hides the member's comment
// with a reason and deletes the client's. The client no longer sees the
// hidden comment; its author still does, marked "hidden by moderation" with
// the reason (they should know why others no longer read it); a reload of
// each page shows what was stored.

const MEMBER = { email: 'member@demo.com', password: 'member' }
const CLIENT = { email: 'client@demo.com', password: 'client' }
const ADMIN = { email: 'admin@demo.com', password: 'admin' }

/** A French browser signed in as `who`. */
async function frenchPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await page.goto('/login')
  await field(page, 'E-mail').fill(who.email)
  await field(page, 'Mot de passe').fill(who.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 })
  return page
}

/** The comment of the page that holds text. */
const commentOf = (page: Page, text: string): Locator => page.locator('li[data-comment-id]', { hasText: text })

test('a comment from a second account, edited, then moderated', async ({ browser }) => {
  const member = await frenchPage(browser, MEMBER)
  const list = await member.request.get('/blog/list/data', { headers: { Accept: 'application/json' } })
  expect(list.status()).toBe(200)
  const post = ((await list.json()) as { blogs: { id: number }[] }).blogs[0]!.id
  const detail = `/pages/blog/detail/${post}`
  const stamp = Date.now().toString(36)
  const first = `Bonjour ${stamp} <script>window.__pwned = 1</script>`
  const edited = `Bonjour ${stamp}, relu et corrigé <script>window.__pwned = 1</script>`

  // The member comments: the text, script tag included, is shown as written and nothing runs.
  await member.goto(detail)
  const section = member.getByRole('region', { name: /Commentaires/ })
  await section.getByLabel('Votre commentaire').fill(first)
  await section.getByRole('button', { name: 'Commenter', exact: true }).click()
  await expect(toast(member, 'Votre commentaire est publié.')).toBeVisible()
  const mine = commentOf(member, stamp)
  await expect(mine.locator('[data-comment-body]')).toHaveText(first)
  await expect(section.getByLabel('Votre commentaire')).toHaveValue('')
  expect(await member.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

  // An empty comment is refused under the field.
  await section.getByRole('button', { name: 'Commenter', exact: true }).click()
  await expect(section.getByText('Écrivez un commentaire.')).toBeVisible()

  // The member edits it in place: the "edited" mark.
  await mine.getByRole('button', { name: 'Modifier' }).click()
  await mine.getByRole('textbox').fill(edited)
  await mine.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(toast(member, 'Le commentaire a été modifié.')).toBeVisible()
  await expect(mine.locator('[data-comment-body]')).toHaveText(edited)
  await expect(mine.getByText(/modifié/)).toBeVisible()

  // The client comments from their own browser and sees the member's comment, without its actions.
  const client = await frenchPage(browser, CLIENT)
  await client.goto(detail)
  const clientText = `Question du client ${stamp}`
  await client.getByLabel('Votre commentaire').fill(clientText)
  await client.getByRole('button', { name: 'Commenter', exact: true }).click()
  await expect(commentOf(client, clientText)).toBeVisible()
  await expect(commentOf(client, edited).locator('[data-comment-body]')).toHaveText(edited)
  await expect(commentOf(client, edited).getByRole('button')).toHaveCount(0)

  // The admin hides the member's comment with a reason.
  const admin = await frenchPage(browser, ADMIN)
  await admin.goto(detail)
  await commentOf(admin, edited).getByRole('button', { name: 'Masquer' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Motif (facultatif)').fill('Hors sujet')
  await dialog.getByRole('button', { name: 'Masquer', exact: true }).click()
  await expect(toast(admin, 'Le commentaire est masqué.')).toBeVisible()
  await expect(commentOf(admin, edited).getByText('Masqué par la modération', { exact: false })).toBeVisible()

  // The admin deletes the client's comment, after a confirmation.
  await commentOf(admin, clientText).getByRole('button', { name: 'Supprimer' }).click()
  const confirm = admin.getByRole('alertdialog')
  await expect(confirm.getByText('Supprimer ce commentaire ?')).toBeVisible()
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(toast(admin, 'Le commentaire a été supprimé.')).toBeVisible()
  await expect(commentOf(admin, clientText)).toHaveCount(0)
  await snap(admin, 'blog-comments-admin')

  // A reload of each page shows what was stored: the client sees neither comment.
  await client.reload()
  await expect(client.getByRole('region', { name: /Commentaires/ })).toBeVisible()
  await expect(commentOf(client, stamp)).toHaveCount(0)

  // The author still sees theirs, marked hidden with the reason, and only they and the moderators do.
  await member.reload()
  const hidden = commentOf(member, edited)
  await expect(hidden.getByText(/Masqué par la modération/)).toBeVisible()
  await expect(hidden.getByText(/Motif\s*:\s*Hors sujet/)).toBeVisible()
  await expect(hidden.getByText(/Seuls vous et les modérateurs le voyez/)).toBeVisible()
  expect(await member.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  await snap(member, 'blog-comments-author-hidden')

  await admin.reload()
  await expect(commentOf(admin, edited).getByText(/Masqué par la modération/)).toBeVisible()
  await expect(commentOf(admin, clientText)).toHaveCount(0)

  // Shown again, the client reads it after a reload.
  await commentOf(admin, edited).getByRole('button', { name: 'Afficher de nouveau' }).click()
  await expect(toast(admin, 'Le commentaire est de nouveau visible.')).toBeVisible()
  await client.reload()
  await expect(commentOf(client, edited).locator('[data-comment-body]')).toHaveText(edited)
})
