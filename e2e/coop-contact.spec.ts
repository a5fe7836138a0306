import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, loginFrench, pathURL, toast } from './helpers'

// No mail leaves the server under test: a reply stays in the admin's Sent folder, which is enough here.

test('a visitor writes at /contact in French; an admin takes the message, replies, and closes it', async ({ browser, request }) => {
  test.slow() // two browsers and an axe audit
  const stamp = Date.now().toString(36)
  const subject = `Question sur les parts ${stamp}`
  const reply = `Bonjour Hélène,\nune part coûte 50 €. (${stamp})`

  // The visitor: a French browser, not signed in.
  const visitorContext = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/contact')
  await expect(visitor.getByRole('heading', { level: 1, name: /^Écrire à / })).toBeVisible()
  expect(await seriousViolations(visitor)).toEqual([])
  // The honeypot is out of the way: no label a person sees, no tab stop.
  await expect(visitor.getByLabel('Laissez ce champ vide')).toHaveAttribute('tabindex', '-1')
  await visitor.getByLabel('Votre nom').fill('Hélène Dupré')
  await visitor.getByLabel('Votre adresse e-mail').fill('pas-une-adresse')
  await visitor.getByLabel('Objet').fill(subject)
  await visitor.getByLabel('Votre message').fill('Bonjour,\n\nCombien coûte une part sociale ?')
  await visitor.getByRole('button', { name: 'Envoyer le message' }).click()
  // A bad address is said under its field, and nothing is sent.
  await expect(visitor.getByText('Saisissez une adresse e-mail valide.')).toBeVisible()
  await visitor.getByLabel('Votre adresse e-mail').fill(`helene.${stamp}@example.org`)
  await visitor.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(visitor.getByRole('status').getByText('Message envoyé')).toBeVisible()
  await expect(visitor.getByText(`helene.${stamp}@example.org`)).toBeVisible()
  await visitorContext.close()

  // The admin (the demo's: only French from the browser, nothing saved on the account).
  const login = await request.post('/jwt/login', { data: ADMIN })
  const adminName: string = (await login.json()).userData.fullName
  const adminContext = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const admin = await adminContext.newPage()
  await loginFrench(admin)
  await admin.goto('/coop/contact')
  await expect(admin.getByRole('heading', { level: 1, name: 'Messages de contact' })).toBeVisible()
  await admin.getByRole('searchbox', { name: 'Rechercher dans les messages' }).fill(`parts ${stamp}`)
  await expect(admin).toHaveURL(/[?&]q=/)
  const row = admin.getByRole('row').filter({ hasText: subject })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Nouveau')).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])
  await row.getByRole('link', { name: subject }).click()
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  const messageURL = new URL(admin.url()).pathname

  // Assign it to themself.
  await admin.getByLabel('Attribué à').selectOption({ label: adminName })
  await expect(toast(admin, 'Attribution enregistrée.')).toBeVisible()
  await expect(admin.getByLabel('Attribué à')).toHaveValue(/^\d+$/)

  // Reply; after a reload the reply is in the thread and the message is in progress.
  await admin.getByLabel('Votre réponse').fill(reply)
  await admin.getByRole('button', { name: 'Envoyer la réponse' }).click()
  await expect(toast(admin, `Réponse envoyée à helene.${stamp}@example.org.`)).toBeVisible()
  await admin.reload()
  const replies = admin.getByRole('region', { name: 'Réponses' })
  await expect(replies.getByText(`une part coûte 50 €. (${stamp})`)).toBeVisible()
  await expect(replies.getByText(`Réponse de ${adminName}`)).toBeVisible()
  await expect(admin.getByText('En cours', { exact: true })).toBeVisible()
  expect(await seriousViolations(admin)).toEqual([])

  // It shows under "Me" in the inbox.
  await admin.goto('/coop/contact?assigned=me')
  await expect(admin.getByRole('row').filter({ hasText: subject })).toHaveCount(1)

  // Close it: only "Reopen" is left, and the reply box says why it is gone.
  await admin.goto(messageURL)
  await admin.getByRole('button', { name: 'Clore' }).click()
  await expect(toast(admin, 'État modifié.')).toBeVisible()
  await expect(admin.getByText('Clos', { exact: true })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Rouvrir' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Clore' })).toHaveCount(0)
  await expect(admin.getByText('Ce message est clos', { exact: false })).toBeVisible()
  await expect(admin).toHaveURL(pathURL(messageURL))
  await adminContext.close()
})
