import { expect, test } from '@playwright/test'
import { ADMIN, field, login, pathURL, snap, toast } from './helpers'
import { openList, panel, row, uniqueUser } from './user-helpers'

// No mail leaves the server under test (no SMTP_URL): the admin hands the
// invitation over by copying its link.

test('an admin adds a user and copies the invitation; the user opens it, chooses a password and is signed in', async ({ page, browser, context }) => {
  test.slow() // three browsers (the admin, the new user, a later sign-in) in one errand
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await login(page, ADMIN.email, ADMIN.password, '/')
  const user = uniqueUser('Invite')

  await openList(page)
  await page.getByRole('button', { name: 'Add user' }).click()
  const dialog = panel(page)
  await dialog.getByLabel('Full name').fill(user.fullName)
  await dialog.getByLabel('Username').fill(user.username)
  await dialog.getByLabel('Email').fill(user.email)
  await expect(dialog.getByText('No mail can leave this server: you will get the invitation link to hand over.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()

  // The list shows the new user's invitation link to hand over, and copies it.
  const notice = page.getByRole('region', { name: `Invitation for ${user.fullName}` })
  await expect(notice).toBeVisible()
  await expect(row(page, user.fullName)).toBeVisible()
  await expect(notice).toContainText(`Hand this link to ${user.fullName} (${user.email}). It works once, until`)
  const shown = await notice.getByRole('textbox').inputValue()
  await notice.getByRole('button', { name: 'Copy the link' }).click()
  await expect(notice.getByRole('button', { name: 'Link copied' })).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(shown)
  const url = new URL(link)
  expect(url.pathname).toBe('/accept-invitation')
  expect(url.searchParams.get('email')).toBe(user.email)
  await snap(page, 'invite-link')

  // The user's page says the invitation is not accepted yet.
  await row(page, user.fullName).getByRole('link', { name: user.fullName, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: user.fullName })).toBeVisible()
  await expect(page.getByText('Invitation not accepted yet')).toBeVisible()
  const userPage = page.url()

  // The new user, in a browser of their own, opens the link and chooses a password.
  const theirs = await browser.newContext()
  const them = await theirs.newPage()
  await them.goto(url.pathname + url.search)
  await expect(them.getByRole('heading', { name: 'Welcome to Partage! 👋' })).toBeVisible()
  await expect(field(them, 'Email')).toHaveValue(user.email)
  const password = `Pw-${user.username}-chosen`
  await field(them, 'Your password').fill(password)
  await field(them, 'Confirm your password').fill(password)
  await snap(them, 'invite-accept')
  await them.getByRole('button', { name: 'Choose my password' }).click()
  await expect(them).toHaveURL(pathURL('/access-control'))
  await expect(toast(them, `Welcome to Partage, ${user.fullName}! Your password is set.`)).toBeVisible()
  await them.reload()
  await expect(them).toHaveURL(pathURL('/access-control'))

  // The link worked once; the password signs in from anywhere.
  await them.goto(url.pathname + url.search)
  await field(them, 'Your password').fill('something-else-long')
  await field(them, 'Confirm your password').fill('something-else-long')
  await them.getByRole('button', { name: 'Choose my password' }).click()
  await expect(them.getByRole('alert').filter({ hasText: 'This invitation link is invalid or has expired.' })).toBeVisible()
  const fresh = await browser.newContext()
  await login(await fresh.newPage(), user.email, password, '/access-control')
  await fresh.close()
  await theirs.close()

  // The admin sees the invitation accepted.
  await page.goto(userPage)
  await expect(page.getByRole('heading', { level: 1, name: user.fullName })).toBeVisible()
  await expect(page.getByText('Invitation not accepted yet')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Copy a reset link' })).toBeVisible()
})
