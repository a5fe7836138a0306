import { expect, test, type APIRequestContext } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, field, frenchContext, loginFrench, pathURL, snap, toast, uniqueUser } from './helpers'

// A member of their own (made through the admin's JSON calls: added as a
// candidate, admitted, invited) signs in, sees their page and nothing else,
// asks to change their IBAN (a wrong key is refused under the field), sees
// the request waiting after a reload; an admin approves it on the tiers'
// page, the member sees the new IBAN, and the audit log shows the change.

test.use({ bypassCSP: true }) // the axe audit is an inline script

const OLD_IBAN = 'FR76 3000 6000 0112 3456 7890 189'
const NEW_IBAN = 'FR14 2004 1010 0505 0001 3M02 606'
const BAD_IBAN = 'FR15 2004 1010 0505 0001 3M02 606'

/** The admin's Bearer header for the JSON calls. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/jwt/login', { data: ADMIN })
  expect(res.status()).toBe(200)
  return { Authorization: `Bearer ${(await res.json()).accessToken}` }
}

test('a member sees their own page, asks for an IBAN change, and an admin approves it', async ({ browser, request }) => {
  test.slow() // two browsers and the axe audit
  const who = uniqueUser('profil')
  const lastName = `Marchand${who.username.slice(-5)}`
  const name = `Élise ${lastName}`

  // The admin adds a candidate and admits them: the answer holds the invitation.
  const headers = await adminHeaders(request)
  let res = await request.post('/coop/membres', {
    headers,
    data: { tiers: { firstName: 'Élise', lastName, email: who.email, iban: OLD_IBAN, address: '5 rue des Lilas', postalCode: '35000', city: 'Rennes' }, partsWished: 1 },
  })
  expect(res.status(), await res.text()).toBe(201)
  const tiersId: number = (await res.json()).member.tiers.id
  res = await request.post(`/coop/membres/${tiersId}/admit`, { headers, data: { decisionRef: 'CA e2e', from: 'candidat' } })
  expect(res.status(), await res.text()).toBe(200)
  const link = new URL((await res.json()).link.url)

  // The member chooses a password and lands on their own page.
  const memberContext = await frenchContext(browser)
  const member = await memberContext.newPage()
  await member.goto(link.pathname + link.search)
  await field(member, 'Votre mot de passe').fill(who.password)
  await field(member, 'Confirmez votre mot de passe').fill(who.password)
  await member.getByRole('button', { name: 'Choisir mon mot de passe' }).click()
  await expect(member).toHaveURL(pathURL('/coop/profil'))
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible()
  const membership = member.getByRole('region', { name: 'Mon adhésion' })
  await expect(membership).toContainText('Admis')
  await expect(member.getByRole('region', { name: 'Mes coordonnées' })).toContainText(OLD_IBAN)
  await expect(member.getByRole('region', { name: 'Mes parts et mon compte' })).toBeVisible()
  expect(await seriousViolations(member)).toEqual([])

  // Nothing of anyone else, pages and JSON alike.
  for (const path of ['/coop/clients', '/coop/membres', '/coop/audit', '/coop/tiers/1', '/api/users/list/data']) {
    const r = await member.request.get(path)
    expect([403, 404], path).toContain(r.status())
  }
  const own = await (await member.request.get('/coop/profil', { headers: { Accept: 'application/json' } })).json()
  expect(own.tiers.id).toBe(tiersId)
  expect(own.tiers.notes).toBe('')

  // A wrong IBAN key is refused under its field; the right one waits for staff.
  await member.getByRole('button', { name: 'Demander une modification' }).click()
  const drawer = member.getByRole('dialog', { name: 'Modifier mon IBAN ou mon adresse' })
  await drawer.getByLabel('IBAN').fill(BAD_IBAN)
  await drawer.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(drawer.getByText('Cet IBAN n’est pas valide', { exact: false })).toBeVisible()
  await drawer.getByLabel('IBAN').fill(NEW_IBAN)
  await drawer.getByRole('button', { name: 'Envoyer la demande' }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(member, 'Demande envoyée')).toBeVisible()
  await member.reload()
  await expect(member.getByRole('status').filter({ hasText: 'attend la validation' })).toBeVisible()
  const requests = member.getByRole('region', { name: 'Mes demandes de modification' })
  await expect(requests.getByTestId('change-pending')).toContainText('En attente')
  await expect(requests.getByTestId('change-pending')).toContainText(NEW_IBAN)
  await expect(member.getByRole('region', { name: 'Mes coordonnées' })).toContainText(OLD_IBAN)
  await snap(member, 'coop-profile-pending')

  // The admin approves it on the tiers' page.
  const adminContext = await frenchContext(browser)
  const admin = await adminContext.newPage()
  await loginFrench(admin)
  await admin.goto(`/coop/tiers/${tiersId}`)
  const pending = admin.getByRole('region', { name: 'Modification en attente de validation' })
  await expect(pending).toContainText(NEW_IBAN)
  await snap(admin, 'coop-tiers-change-request')
  await pending.getByRole('button', { name: 'Approuver' }).click()
  await expect(toast(admin, 'Modification approuvée')).toBeVisible()
  await expect(pending).toBeHidden()

  // The audit log has the change, field by field.
  await admin.goto(`/coop/audit?recordType=tiers&recordId=${tiersId}`)
  await expect(admin.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeVisible()
  const line = admin.getByRole('listitem').filter({ hasText: 'Fiche modifiée' }).first()
  await line.getByRole('button', { name: /champs?$/ }).click()
  await expect(line).toContainText(NEW_IBAN)
  expect(await seriousViolations(admin)).toEqual([])
  await snap(admin, 'coop-audit')
  await adminContext.close()

  // The member sees the new IBAN and the request approved.
  await member.reload()
  await expect(member.getByRole('region', { name: 'Mes coordonnées' })).toContainText(NEW_IBAN)
  await expect(requests.getByTestId('change-approved')).toContainText('Approuvée')
  await memberContext.close()
})
