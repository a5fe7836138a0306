import { deflateSync } from 'node:zlib'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { field, pathURL, snap, toast } from './helpers'

// The blog's posts: the admin writes a post in the edit page (title, slug
// suggested from it, text, category, tag, a PNG uploaded as its featured
// image, resized on the server) and schedules it a minute or so ahead. A
// member does not see it, neither in the list nor at its address (404),
// until its time comes; then it is there, with no restart of the server.

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const MEMBER = { email: 'member@demo.com', password: 'member' }

function crc32(data: Buffer): number {
  let c = ~0
  for (const byte of data) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

/** A real PNG of w×h pixels, a gradient, made here (nothing downloaded). */
function png(w: number, h: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([head, typed, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = Array.from({ length: h }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, (_, x) => [(x * 3) & 255, 140, (y * 4) & 255]).flat())]))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

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

test('a post with an image, scheduled a minute ahead, appears to a member at its time', async ({ browser }) => {
  test.slow()
  const stamp = Date.now().toString(36)
  const title = `Assemblée générale extraordinaire ${stamp}`
  const admin = await frenchPage(browser, ADMIN)

  await admin.goto('/pages/blog/edit/new')
  await field(admin, 'Titre').fill(title)
  // The slug follows the title, accents removed.
  await expect(field(admin, 'Adresse (slug)')).toHaveValue(`assemblee-generale-extraordinaire-${stamp}`)
  const editor = admin.getByRole('textbox', { name: 'Texte', exact: true })
  await editor.click()
  await editor.pressSequentially(`Ordre du jour ${stamp} <script>window.__blogPwned = 1</script>`)
  await field(admin, 'Extrait').fill(`Convocation ${stamp}`)
  await admin.getByRole('checkbox', { name: 'Vie coopérative' }).check()
  await field(admin, 'Mots-clés').fill(`ag${stamp}`)
  await field(admin, 'Mots-clés').press('Enter')

  // The image is sent at once and comes back resized (16:9) as the preview.
  await field(admin, 'Image à la une').setInputFiles({ name: 'assemblee.png', mimeType: 'image/png', buffer: png(300, 300) })
  const preview = admin.getByTestId('blog-image-preview')
  await expect(preview).toHaveAttribute('src', /^\/media\/blog\/[0-9a-f]{64}\.jpg$/)
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(16 / 9, 1)

  // Scheduled at the start of a minute between 40 s and 100 s from now, in the browser's time zone.
  await admin.getByRole('radio', { name: 'Programmé' }).check()
  const at = await admin.evaluate(() => {
    const d = new Date(Date.now() + 100_000)
    d.setSeconds(0, 0)
    const p = (n: number) => String(n).padStart(2, '0')
    return { local: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`, ms: d.getTime() }
  })
  await field(admin, 'Date et heure de publication').fill(at.local)
  await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(toast(admin, `L’article « ${title} » a été créé.`)).toBeVisible()
  await expect(admin).toHaveURL(/\/pages\/blog\/edit\/\d+$/)
  const id = Number(new URL(admin.url()).pathname.split('/').pop())

  // The staff see it in the list, marked as still to come.
  await admin.goto(`/pages/blog/list?q=${stamp}`)
  const adminCard = admin.getByTestId('blog-post').filter({ hasText: title })
  await expect(adminCard).toBeVisible()
  await expect(adminCard.getByText(/Programmé le/)).toBeVisible()
  await snap(admin, 'blog-list-staff')

  // A member: absent from the list, and its page is not found, before its time.
  const member = await frenchPage(browser, MEMBER)
  const detail = `/pages/blog/detail/${id}`
  expect(Date.now()).toBeLessThan(at.ms)
  const early = await member.goto(detail)
  expect(early?.status()).toBe(404)
  await member.goto(`/pages/blog/list?q=${stamp}`)
  await expect(member.getByText('Aucun article ne correspond.')).toBeVisible()
  await expect(member.getByTestId('blog-post')).toHaveCount(0)

  // Its time comes: the same server now shows it.
  await expect
    .poll(async () => (await member.request.get(`/blog/list/data/detail?id=${id}`, { headers: { Accept: 'application/json' } })).status(), {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(at.ms)
  await member.goto(`/pages/blog/list?q=${stamp}`)
  const card = member.getByTestId('blog-post').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card.getByText(/Programmé le/)).toHaveCount(0)
  await card.getByRole('link', { name: title }).click()
  await expect(member).toHaveURL(pathURL(detail))
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The text is shown as written: the script tag is text, nothing ran.
  await expect(member.getByTestId('blog-body')).toContainText(`<script>window.__blogPwned = 1</script>`)
  expect(await member.evaluate(() => (window as { __blogPwned?: number }).__blogPwned)).toBeUndefined()
  await expect(member.locator('article img').first()).toHaveAttribute('src', /^\/media\/blog\/[0-9a-f]{64}\.jpg$/)
  await snap(member, 'blog-detail-member')

  // The staff delete it (confirmed): it is gone for everyone.
  await admin.goto(`/pages/blog/edit/${id}`)
  await admin.getByRole('button', { name: 'Supprimer', exact: true }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Supprimer', exact: true }).click()
  await expect(admin).toHaveURL(pathURL('/pages/blog/list'))
  expect((await member.goto(detail))?.status()).toBe(404)
})

test('the demo post 1 reads with its author, comments and related posts; a non-image is refused', async ({ browser }) => {
  const member = await frenchPage(browser, MEMBER)
  await member.goto('/pages/blog/detail/1')
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Assemblée générale 2026 : les comptes approuvés')
  await expect(member.getByRole('region', { name: 'L’auteur' })).toContainText('Camille Lefèvre')
  await expect(member.getByRole('heading', { name: 'Articles liés' })).toBeVisible()
  await expect(member.getByRole('link', { name: 'Modifier' })).toHaveCount(0)
  // Search is accent- and case-blind; categories filter.
  await member.goto('/pages/blog/list?q=ASSEMBLEE%20generale%202026')
  await expect(member.getByTestId('blog-post')).toHaveCount(1)
  await member.goto('/pages/blog/list?category=finances')
  await expect(member.getByTestId('blog-post')).toHaveCount(3)

  const admin = await frenchPage(browser, ADMIN)
  await admin.goto('/pages/blog/edit/1')
  // A category is added to the set from the form, and chosen.
  const stamp = Date.now().toString(36)
  await admin.getByRole('button', { name: 'Nouvelle catégorie' }).click()
  await field(admin, 'Nom en français').fill(`Coopératives amies ${stamp}`)
  await field(admin, 'Nom en anglais').fill(`Friendly cooperatives ${stamp}`)
  await admin.getByRole('button', { name: 'Ajouter la catégorie' }).click()
  await expect(admin.getByRole('checkbox', { name: `Coopératives amies ${stamp}` })).toBeChecked()
  await field(admin, 'Image à la une').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') })
  await expect(admin.getByRole('alert').filter({ hasText: /JPEG, PNG ou WebP/ })).toBeVisible()
  // A taken slug is refused under its field.
  await field(admin, 'Adresse (slug)').fill('la-boutique-s-agrandit')
  await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(admin.getByText('Un autre article a déjà cette adresse.')).toBeVisible()
  await snap(admin, 'blog-edit')
})
