import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { field, frenchContext, loginFrench, pathURL, snap, uniqueUser } from './helpers'

// A visitor applies at /rejoindre in French; an admin sees the application
// counted on "Rejoignez-nous", admits it, and hands over the invitation (no
// mail leaves the server under test); the new member chooses a password,
// lands on their own page and is refused everyone else's.

/** The count on the menu's "Rejoignez-nous" (0 when it shows none). */
async function badge(page: Page): Promise<number> {
  const link = page.getByRole('navigation').getByRole('link', { name: /Rejoignez-nous/ })
  await expect(link).toBeVisible()
  const n = Number.parseInt(((await link.textContent()) ?? '').replace(/\D+/g, ''), 10)
  return Number.isFinite(n) ? n : 0
}

test('a visitor applies in French, an admin admits them, the member sets a password and sees only their own page', async ({ browser }) => {
  test.slow() // three browsers: the visitor, the admin, the new member
  const who = uniqueUser('joint')
  // Not the demo admin's name (Camille Lefèvre): other specs look for that one in the users list.
  const lastName = `Bérard${who.username.slice(-6)}`

  // The visitor: a French browser, not signed in.
  // (bypassCSP: the axe audit injects its script.)
  const visitorContext = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/rejoindre')
  await expect(visitor.getByRole('heading', { level: 1, name: /Rejoindre/ })).toBeVisible()
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await seriousViolations(visitor)).toEqual([])
  await visitor.getByLabel('Prénom').fill('Maëlle')
  await field(visitor, 'Nom').fill(lastName)
  await field(visitor, 'E-mail').fill(who.email)
  await visitor.getByLabel('Téléphone').fill('06 12 34 56 78')
  await visitor.getByLabel('Numéro et rue').fill('12 rue de la République')
  await visitor.getByLabel('Code postal').fill('69002')
  await visitor.getByLabel('Ville').fill('Lyon')
  await visitor.getByLabel('Nombre de parts souhaitées').fill('4')
  // A wrong IBAN key is refused under its field, nothing is sent.
  await visitor.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188')
  await visitor.getByLabel('J’ai lu et j’accepte les statuts de la coopérative.').check()
  await visitor.getByLabel(/J’accepte que mes données personnelles/).check()
  await visitor.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(visitor.getByText('Cet IBAN n’est pas valide', { exact: false })).toBeVisible()
  await visitor.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189')
  // An identity document goes with it (the form is then sent as multipart).
  await visitor.getByLabel('Pièce d’identité').setInputFiles({ name: 'identite.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% identité\n') })
  await snap(visitor, 'coop-join-form')
  await visitor.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Merci, votre demande est envoyée' })).toBeVisible()
  await expect(visitor.getByText(who.email)).toBeVisible()
  await visitorContext.close()

  // The admin, in French: the badge counts the application; they admit it.
  const adminContext = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const admin = await adminContext.newPage()
  await loginFrench(admin)
  const before = await badge(admin)
  expect(before).toBeGreaterThan(0)
  await admin.getByRole('navigation').getByRole('link', { name: /Rejoignez-nous/ }).click()
  await expect(admin).toHaveURL(pathURL('/coop/rejoignez-nous'))
  await admin.getByRole('searchbox', { name: 'Rechercher une demande' }).fill(who.email)
  const name = `Maëlle ${lastName}`
  await expect(admin.getByRole('row').filter({ hasText: who.email })).toHaveCount(1)
  await expect(admin.getByRole('row').filter({ hasText: who.email }).getByRole('link', { name: 'Identité' })).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await admin.getByRole('button', { name: `Admettre ${name}` }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Référence de la décision du conseil').fill('CA du 24 novembre')
  await dialog.getByRole('button', { name: 'Admettre', exact: true }).click()
  await expect(dialog).toBeHidden()
  const notice = admin.getByRole('region', { name: `Invitation pour ${name}` })
  await expect(notice).toBeVisible()
  const link = new URL(await notice.getByRole('textbox').inputValue())
  expect(link.pathname).toBe('/accept-invitation')
  await expect(admin.getByRole('row').filter({ hasText: who.email })).toHaveCount(0)
  expect(await badge(admin)).toBe(before - 1)
  await snap(admin, 'coop-join-admitted')
  await adminContext.close()

  // The member opens the invitation, chooses a password, and lands on their page.
  // It is worded in their language, French, which the application recorded.
  const memberContext = await frenchContext(browser)
  const member = await memberContext.newPage()
  await member.goto(link.pathname + link.search)
  await expect(member.getByRole('heading', { level: 1, name: /Bienvenue sur Partage/ })).toBeVisible()
  await expect(field(member, 'E-mail')).toHaveValue(who.email)
  await field(member, 'Votre mot de passe').fill(who.password)
  await field(member, 'Confirmez votre mot de passe').fill(who.password)
  await member.getByRole('button', { name: 'Choisir mon mot de passe' }).click()
  await expect(member).toHaveURL(pathURL('/coop/profil'))

  // Nothing of anyone else: the register, the queue, another member's page.
  for (const path of ['/coop/clients', '/coop/rejoignez-nous', '/coop/membres/1', '/coop/tiers/1']) {
    const res = await member.goto(path)
    expect([403, 404], path).toContain(res?.status())
  }
  await memberContext.close()
})
