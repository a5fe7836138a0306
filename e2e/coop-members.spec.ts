import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { frenchContext, loginFrench, pathURL, toast } from './helpers'

test.use({ bypassCSP: true })

/** Adds a new person as a candidate from the Membres page; answers their name. */
async function addCandidate(page: Page, first: string, last: string): Promise<string> {
  await page.getByRole('button', { name: 'Ajouter un membre', exact: true }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: 'Ajouter un membre' })).toBeVisible()
  await drawer.getByLabel('Une nouvelle personne').check()
  await drawer.getByLabel('Prénom', { exact: true }).fill(first)
  await drawer.getByLabel('Nom', { exact: true }).fill(last)
  await drawer.getByLabel('E-mail').fill(`${last.toLowerCase()}@membres.example.org`)
  await drawer.getByRole('button', { name: 'Ajouter comme candidat', exact: true }).click()
  await expect(drawer).toBeHidden()
  const name = `${first} ${last}`
  await expect(toast(page, `${name} est désormais candidat.`)).toBeVisible()
  return name
}

// The Membres page in French: an admin adds two candidates, takes one into
// review from the list, admits and activates them, rejects the other from
// their page with a reason that is still there after a reload, and downloads
// an active member's card.
test('an admin moves candidates along and downloads a membership card', async ({ browser }) => {
  test.slow()
  const context = await frenchContext(browser)
  const page = await context.newPage()
  await loginFrench(page)
  await page.goto('/coop/membres')
  await expect(page.getByRole('heading', { level: 1, name: 'Les membres de la coopérative' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const tag = Date.now().toString(36)
  const first = await addCandidate(page, 'Élise', `Quérandel${tag}`)
  const second = await addCandidate(page, 'Gaspard', `Rivoire${tag}`)

  // Found without its accents; one button per step a candidate may take.
  const search = page.getByRole('searchbox', { name: 'Rechercher parmi les membres' })
  await search.fill(`querandel${tag}`)
  const row = page.getByRole('row').filter({ hasText: first })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Candidat')
  await expect(row.getByRole('button', { name: `Activer ${first}` })).toHaveCount(0)
  await row.getByRole('button', { name: `Mettre en examen ${first}` }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: `Mettre ${first} en examen` })).toBeVisible()
  await drawer.getByRole('button', { name: 'Mettre en examen', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(page, 'La candidature est en examen.')).toBeVisible()
  await expect(row).toContainText('En examen')
  await expect(row.getByRole('button', { name: `Mettre en examen ${first}` })).toHaveCount(0)

  // Admitted from the list (the admission's own route), then activated from their page.
  await row.getByRole('button', { name: `Admettre ${first}` }).click()
  await expect(drawer.getByRole('heading', { name: `Admettre ${first}` })).toBeVisible()
  await drawer.getByLabel('Référence de la décision du conseil').fill(`CA-${tag}`)
  await drawer.getByRole('button', { name: 'Admettre', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(row).toContainText('Admis')
  await row.getByRole('link', { name: first, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  await expect(page.locator('[data-field="decisionRef"]')).toHaveText(`CA-${tag}`)
  await page.getByRole('button', { name: 'Activer', exact: true }).click()
  await drawer.getByRole('button', { name: 'Activer', exact: true }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(page, 'Le membre est actif.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Parcours' }).locator('[aria-current="step"]')).toContainText('Actif')
  await expect(page.getByRole('button', { name: 'Enregistrer une sortie', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Carte de membre' })).toBeVisible()
  await page.goto('/coop/membres')

  // The other candidate's page: rejected with a reason, which is kept.
  await page.getByRole('searchbox', { name: 'Rechercher parmi les membres' }).fill(`rivoire${tag}`)
  await page.getByRole('link', { name: second, exact: true }).click()
  await expect(page).toHaveURL(/\/coop\/membres\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible()
  await page.getByRole('button', { name: 'Rejeter', exact: true }).click()
  await expect(drawer.getByRole('heading', { name: `Rejeter ${second}` })).toBeVisible()
  // No reason: refused under the field, nothing changes.
  await drawer.getByRole('button', { name: 'Rejeter', exact: true }).click()
  await expect(drawer.getByText('Un motif est obligatoire.')).toBeVisible()
  await drawer.getByLabel('Motif').fill('Hors du territoire de la coopérative')
  await drawer.getByRole('button', { name: 'Rejeter', exact: true }).click()
  await expect(drawer).toBeHidden()
  await page.reload()
  await expect(page.locator('[data-field="rejectedReason"]')).toHaveText('Hors du territoire de la coopérative')
  await expect(page.getByRole('list', { name: 'Parcours' }).locator('[aria-current="step"]')).toContainText('Rejeté')
  await expect(page.getByText('Aucune étape possible depuis ce statut.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // A seeded active member's card: a PDF.
  await page.goto('/coop/membres?status=actif')
  await page.getByRole('table').getByRole('rowheader').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/coop\/membres\/\d+$/)
  const card = page.getByRole('link', { name: 'Carte de membre' })
  const href = await card.getAttribute('href')
  expect(href).toMatch(/\/card\.pdf/)
  const res = await context.request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
  const [download] = await Promise.all([page.waitForEvent('download'), card.click()])
  expect(download.suggestedFilename()).toMatch(/^carte-membre-\d+\.pdf$/)
  await expect(page).not.toHaveURL(pathURL('/login'))
  await context.close()
})
