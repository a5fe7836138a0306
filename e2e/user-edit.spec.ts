import { expect, test } from '@playwright/test'
import { ADMIN, login, pathURL, snap, toast } from './helpers'
import { PNG, addUser, save, uniqueUser } from './user-helpers'

// A user's edit tabs and their page's suspend and activate; the list is user.spec.ts.

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
})

test('edit each tab, upload an avatar; a reload shows the saved values', async ({ page }) => {
  test.slow()
  const user = uniqueUser('Edition')
  const id = await addUser(page, user)
  await page.goto(`/apps/user/edit/${id}`)
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')

  // Account.
  const account = page.getByRole('tabpanel', { name: 'Account' })
  const renamed = `${user.fullName} (modifié)`
  await account.getByLabel('Full name').fill(renamed)
  await account.getByLabel('Company').fill('Coopérative du Marais')
  await account.getByRole('combobox', { name: 'Plan' }).selectOption('company')
  await account.getByRole('combobox', { name: 'Role' }).selectOption('maintainer')
  await save(page, account, `/apps/users/${id}/account`)
  await expect(toast(page, `Changes to ${renamed} saved.`)).toBeVisible()
  await page.reload()
  await expect(account.getByLabel('Full name')).toHaveValue(renamed)
  await expect(account.getByLabel('Company')).toHaveValue('Coopérative du Marais')
  await expect(account.getByRole('combobox', { name: 'Plan' })).toHaveValue('company')
  await expect(account.getByRole('combobox', { name: 'Role' })).toHaveValue('maintainer')

  // A taken username (the demo client's): the error under it, the typed value kept.
  await account.getByLabel('Username').fill('julien')
  await save(page, account, `/apps/users/${id}/account`)
  await expect(account.getByText('This username is already in use.')).toBeVisible()
  await expect(account.getByLabel('Username')).toHaveValue('julien')
  await account.getByRole('button', { name: 'Undo changes' }).click()
  await expect(account.getByLabel('Username')).toHaveValue(user.username)

  // Avatar: too big is refused at once; a PNG is stored; Reset brings the initials back.
  await account.getByLabel('Profile picture file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(900 * 1024) })
  await expect(account.getByText('The image is over 800 KB.')).toBeVisible()
  await account.getByLabel('Profile picture file').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG })
  const picture = account.locator('img[src^="/media/avatars/"]')
  await expect(picture).toBeVisible()
  await page.reload()
  await expect(picture).toBeVisible()
  await expect(page.locator('header img[src^="/media/avatars/"]')).toBeVisible()
  await account.getByRole('button', { name: 'Reset' }).click()
  await expect(picture).toHaveCount(0)
  await page.reload()
  await expect(picture).toHaveCount(0)

  // Information: the tab is in the URL.
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page).toHaveURL(pathURL(`/apps/user/edit/${id}?tab=information`))
  const info = page.getByRole('tabpanel', { name: 'Information' })
  await info.getByLabel('Birth date').fill('1985-04-23')
  await info.getByRole('textbox', { name: 'Phone' }).fill('+33 4 72 00 00 00')
  await info.getByLabel('Website').fill('not a site')
  await info.getByRole('checkbox', { name: 'French' }).check()
  await info.getByRole('checkbox', { name: 'German' }).check()
  await info.getByRole('radio', { name: 'Female' }).click()
  await info.getByRole('checkbox', { name: 'Message' }).check()
  await info.getByLabel('Address line').fill('12 rue des Tisserands')
  await info.getByLabel('City').fill('Lyon')
  await info.getByLabel('State or region').fill('Auvergne-Rhône-Alpes')
  await info.getByLabel('Postcode').fill('69001')
  await info.getByLabel('Country').fill('France')
  await save(page, info, `/apps/users/${id}/information`)
  await expect(info.getByText('Website is an address starting with https:// or http://.')).toBeVisible()
  await expect(info.getByLabel('City')).toHaveValue('Lyon')
  await info.getByLabel('Website').fill('https://jardins.exemple.coop')
  await save(page, info, `/apps/users/${id}/information`)
  await expect(info.getByText('Website is an address starting with https:// or http://.')).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true')
  await expect(info.getByLabel('Birth date')).toHaveValue('1985-04-23')
  await expect(info.getByLabel('Website')).toHaveValue('https://jardins.exemple.coop')
  await expect(info.getByRole('checkbox', { name: 'French' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'German' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'English' })).not.toBeChecked()
  await expect(info.getByRole('radio', { name: 'Female' })).toBeChecked()
  await expect(info.getByRole('checkbox', { name: 'Message' })).toBeChecked()
  await expect(info.getByLabel('Postcode')).toHaveValue('69001')

  // Social: an http:// address is refused under its field.
  await page.getByRole('tab', { name: 'Social' }).click()
  await expect(page).toHaveURL(pathURL(`/apps/user/edit/${id}?tab=social`))
  const social = page.getByRole('tabpanel', { name: 'Social' })
  await social.getByLabel('Twitter').fill('http://twitter.com/jardins')
  await social.getByLabel('GitHub').fill('https://github.com/jardins')
  await save(page, social, `/apps/users/${id}/social`)
  await expect(social.getByText('Must be an https:// address.')).toBeVisible()
  await expect(social.getByLabel('GitHub')).toHaveValue('https://github.com/jardins')
  await social.getByLabel('Twitter').fill('https://twitter.com/jardins')
  await save(page, social, `/apps/users/${id}/social`)
  await expect(social.getByText('Must be an https:// address.')).toHaveCount(0)
  await snap(page, 'user-edit-social')
  await page.reload()
  await expect(social.getByLabel('Twitter')).toHaveValue('https://twitter.com/jardins')
  await expect(social.getByLabel('GitHub')).toHaveValue('https://github.com/jardins')
  await expect(social.getByLabel('LinkedIn')).toHaveValue('')

  // The view shows all of it, and the timeline says what changed.
  await page.goto(`/apps/user/view/${id}`)
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible()
  await expect(page.getByText('Coopérative du Marais')).toBeVisible()
  await expect(page.getByText('French and German')).toBeVisible()
  await expect(page.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/jardins')
  await expect(page.getByText('Plan changed from Basic to Company')).toBeVisible()
  await expect(page.getByText('Role changed from Subscriber to Maintainer')).toBeVisible()
  await snap(page, 'user-view')
})

test('suspend then activate a user on their page; each survives a reload', async ({ page }) => {
  const user = uniqueUser('Suspension')
  const id = await addUser(page, user)
  await page.goto(`/apps/user/view/${id}`)
  const card = page.getByRole('region', { name: user.fullName })
  await expect(card.getByText('Active', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Suspend' }).click()
  await expect(toast(page, `${user.fullName} is suspended.`)).toBeVisible()
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Suspend' })).toHaveCount(0)
  await page.reload()
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: 'Activate' }).click()
  await expect(toast(page, `${user.fullName} is active again.`)).toBeVisible()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await page.reload()
  await expect(card.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('Status changed from Inactive to Active')).toBeVisible()

  // One's own page has no Suspend or Delete.
  await page.goto('/apps/user/view/1')
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
})
