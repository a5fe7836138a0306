import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { loginFrench, pathURL, snap, toast } from './helpers'

// The register's Clients page, in French: an admin adds a company, is told
// under its field that an IBAN is wrong, edits the client, finds the change
// after a reload, and reads it in the client's History tab.
test('an admin adds a client company, edits it and reads its history', async ({ browser }) => {
  test.slow()
  // French, as frenchContext makes it, and open to the axe audit's script.
  const context = await browser.newContext({ locale: 'fr-FR', bypassCSP: true })
  const page = await context.newPage()
  await loginFrench(page)
  await page.goto('/coop/clients')
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible()

  const name = `Atelier Quennec ${Date.now().toString(36)}`
  await page.getByRole('button', { name: 'Ajouter un client', exact: true }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Ajouter un client' })).toBeVisible()
  await drawer.getByText('Personne morale', { exact: true }).click()
  await drawer.getByLabel('Raison sociale').fill(name)
  await drawer.getByLabel('Forme juridique').selectOption('scop')
  await drawer.getByLabel('SIREN ou SIRET').fill('732 829 320')
  await drawer.getByLabel('E-mail').fill(`contact.${Date.now().toString(36)}@quennec.coop`)
  await drawer.getByLabel('Ville').fill('Nantes')
  // One digit off: the key does not hold.
  await drawer.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 188')
  await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click()
  await expect(drawer.getByText(/Cet IBAN n’est pas valide/)).toBeVisible()
  await expect(drawer.getByLabel('Raison sociale')).toHaveValue(name)

  await drawer.getByLabel('IBAN').fill('fr7630006000011234567890189')
  await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(page, `${name} a été ajouté au registre.`)).toBeVisible()

  // Found by a search without its accents or capitals, then edited in the same panel.
  const search = page.getByRole('searchbox', { name: 'Rechercher dans le registre' })
  await search.fill(name.toLowerCase())
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Nantes')
  await row.getByRole('button', { name: `Modifier ${name}` }).click()
  await expect(drawer.getByLabel('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189')
  await drawer.getByLabel('Ville').fill('Besançon')
  await drawer.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(drawer).toBeHidden()

  // Stored: a reload shows it.
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Besançon')
  await snap(page, 'coop-clients')
  expect(await seriousViolations(page)).toEqual([])

  // The client's page: its identity, then the History tab with the change, field by field.
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/coop\/tiers\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('FR76 3000 6000 0112 3456 7890 189')).toBeVisible()
  await expect(page.getByText('732829320')).toBeVisible()
  await page.getByRole('tab', { name: 'Historique' }).click()
  const history = page.getByRole('tabpanel')
  await expect(history.getByText('Fiche modifiée')).toBeVisible()
  await expect(history.getByText('Fiche créée')).toBeVisible()
  // The field, its value before (struck through) and after.
  const change = history.getByRole('definition').filter({ hasText: 'Besançon' }).first()
  await expect(change).toContainText('Nantes')
  await expect(history.getByRole('term').filter({ hasText: 'Ville' }).first()).toBeVisible()
  await snap(page, 'coop-tiers-history')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'Fiche' }).click()
  await snap(page, 'coop-tiers')
  await expect(page).not.toHaveURL(pathURL('/login'))
  await context.close()
})
