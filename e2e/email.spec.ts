import fs from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, register, uniqueUser, type NewUser } from './helpers'

// The demo client has no mailbox (spec §6: clients read ACL and Auth only), so the
// second person is a self-registered account, which spec §6 makes an admin.
async function secondUser(browser: Browser): Promise<NewUser> {
  const user = uniqueUser('mail')
  const context = await browser.newContext()
  await register(await context.newPage(), user)
  await context.close()
  return user
}

const row = (page: Page, subject: string | RegExp) => page.getByRole('row').filter({ hasText: subject })

async function openMailbox(page: Page, email: string, password: string) {
  await login(page, email, password, '/')
  await page.goto('/apps/email')
  await expect(page.getByRole('textbox', { name: 'Search mail' })).toBeVisible()
}

test('compose with an attachment; the recipient reads it, downloads the file and replies', async ({ page, browser }) => {
  test.slow() // two people, two browsers, a dozen steps: over 30 s on two busy cores
  const bob = await secondUser(browser)
  const subject = `Pièce jointe ${Date.now()}`
  await openMailbox(page, ADMIN.email, ADMIN.password)
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: 'To' }).fill(bob.email)
  await dialog.getByRole('combobox', { name: 'To' }).press('Enter')
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await dialog.getByRole('textbox', { name: 'Message' }).click()
  await page.keyboard.type('Voici le relevé demandé.')
  await dialog.getByLabel('Attach files').setInputFiles({ name: 'releve.txt', mimeType: 'text/plain', buffer: Buffer.from('solde: 1250 EUR\n') })
  await expect(dialog.getByText('releve.txt')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await page.goto('/apps/email/sent')
  await expect(row(page, subject)).toBeVisible()

  const context = await browser.newContext()
  const bobPage = await context.newPage()
  await openMailbox(bobPage, bob.email, bob.password)
  await row(bobPage, subject).click()
  await expect(bobPage.getByText('Voici le relevé demandé.')).toBeVisible()
  const download = bobPage.waitForEvent('download')
  await bobPage.getByRole('link', { name: /releve\.txt/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('releve.txt')
  expect(fs.readFileSync((await file.path())!, 'utf8')).toBe('solde: 1250 EUR\n')

  await bobPage.getByRole('button', { name: 'Reply', exact: true }).click()
  const reply = bobPage.getByRole('dialog')
  await expect(reply.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${subject}`)
  await reply.getByRole('textbox', { name: 'Message' }).click()
  await bobPage.keyboard.type('Bien reçu, merci !')
  await reply.getByRole('button', { name: 'Send' }).click()
  await expect(reply).toBeHidden()
  await context.close()

  await page.goto('/apps/email')
  await row(page, `Re: ${subject}`).click()
  await expect(page.getByText('Bien reçu, merci !')).toBeVisible()
})

test('bulk move to trash and back, a label toggle, search, previous and next', async ({ page, browser }) => {
  test.slow() // a long scenario through three mailboxes' worth of steps
  const bob = await secondUser(browser)
  // Bob's own mailbox, filled through the real send call by the admin.
  const api = await browser.newContext()
  const adminPage = await api.newPage()
  await login(adminPage, ADMIN.email, ADMIN.password, '/')
  for (const s of ['Alpha réunion', 'Bravo budget', 'Charlie convocation']) {
    const res = await adminPage.request.post('/apps/email/send', { data: { to: [bob.email], subject: s, message: `<p>${s}</p>` } })
    expect(res.status()).toBe(201)
  }
  await api.close()

  await openMailbox(page, bob.email, bob.password)
  await expect(row(page, 'Charlie convocation')).toBeVisible()

  // previous / next follow the list, newest first.
  await row(page, 'Charlie convocation').click()
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Bravo budget' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to list' }).click()

  // Search on subject.
  await page.getByRole('textbox', { name: 'Search mail' }).fill('budg')
  await expect(row(page, 'Bravo budget')).toBeVisible()
  await expect(row(page, 'Alpha réunion')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Search mail' }).fill('')
  await expect(row(page, 'Alpha réunion')).toBeVisible()

  // Label toggle, kept after a reload.
  await page.getByRole('checkbox', { name: 'Select Alpha réunion' }).check()
  await page.getByRole('button', { name: 'Label' }).click()
  await page.getByRole('menuitem', { name: /Private/ }).click()
  await page.goto('/apps/email/label/private')
  await expect(row(page, 'Alpha réunion')).toBeVisible()
  await page.goto('/apps/email')

  // Bulk move to trash, then restore.
  await page.getByRole('checkbox', { name: 'Select Alpha réunion' }).check()
  await page.getByRole('checkbox', { name: 'Select Bravo budget' }).check()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'Alpha réunion')).toHaveCount(0)
  await expect(row(page, 'Bravo budget')).toHaveCount(0)
  await page.goto('/apps/email/trash')
  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await page.getByRole('button', { name: 'Restore' }).click()
  await expect(row(page, 'Alpha réunion')).toHaveCount(0)
  await page.goto('/apps/email')
  await expect(row(page, 'Alpha réunion')).toBeVisible()
  await expect(row(page, 'Bravo budget')).toBeVisible()
})

test('a mail carrying an XSS payload shows as text and runs nothing', async ({ page, browser }) => {
  const bob = await secondUser(browser)
  await login(page, ADMIN.email, ADMIN.password, '/')
  const payload = `<p>Bonjour</p><img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">clic</a>`
  const res = await page.request.post('/apps/email/send', { data: { to: [bob.email], subject: 'Curieux <script>alert(1)</script>', message: payload } })
  expect(res.status()).toBe(201)

  const context = await browser.newContext()
  const bobPage = await context.newPage()
  let dialogs = 0
  bobPage.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  await openMailbox(bobPage, bob.email, bob.password)
  await row(bobPage, 'Curieux <script>alert(1)</script>').click()
  await expect(bobPage.getByText('Bonjour')).toBeVisible()
  await bobPage.getByText('clic').click().catch(() => undefined)
  expect(await bobPage.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toBe(0)
  await expect(bobPage).toHaveURL(/\/apps\/email\/inbox\/\d+$/) // the open mail's own URL, nothing else
  await context.close()
})

/** Bob's mailbox with these subjects, sent by the admin through the real send call. */
async function mailboxWith(browser: Browser, subjects: string[]): Promise<NewUser> {
  const bob = await secondUser(browser)
  const api = await browser.newContext()
  const adminPage = await api.newPage()
  await login(adminPage, ADMIN.email, ADMIN.password, '/')
  for (const s of subjects) {
    const res = await adminPage.request.post('/apps/email/send', { data: { to: [bob.email], subject: s, message: `<p>${s}</p>` } })
    expect(res.status()).toBe(201)
  }
  await api.close()
  return bob
}

test('an opened mail has its own URL: Back returns to the list, and the link opens it', async ({ page, browser }) => {
  test.slow()
  const bob = await mailboxWith(browser, ['Delta bilan', 'Echo assemblée'])
  await openMailbox(page, bob.email, bob.password)
  await page.goto('/apps/email/inbox?q=bilan')
  await expect(row(page, 'Delta bilan')).toBeVisible()
  await expect(row(page, 'Echo assemblée')).toHaveCount(0)

  await row(page, 'Delta bilan').click()
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/email\/inbox\/\d+\?q=bilan$/)
  const mailURL = page.url()

  // Back: the same list (its search kept), the mail closed.
  await page.goBack()
  await expect(page).toHaveURL(pathURL('/apps/email/inbox?q=bilan'))
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toHaveCount(0)
  await expect(row(page, 'Delta bilan')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Search mail' })).toHaveValue('bilan')

  // Forward opens it again; the close button goes to the list (the inbox, the same search).
  await page.goForward()
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to list' }).click()
  await expect(page).toHaveURL(pathURL('/apps/email?q=bilan'))
  await expect(row(page, 'Delta bilan')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toHaveCount(0)

  // Opened from the list, the close button is Back: the list's own entry.
  await row(page, 'Delta bilan').click()
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toBeVisible()
  await page.getByRole('button', { name: 'Back to list' }).click()
  await expect(page).toHaveURL(pathURL('/apps/email?q=bilan'))
  await expect(row(page, 'Delta bilan')).toBeVisible()

  // The link, loaded directly: the list with that mail open; closing goes to the folder.
  await page.goto(mailURL)
  await expect(page.getByRole('heading', { name: 'Delta bilan' })).toBeVisible()
  await expect(page.getByText('Delta bilan', { exact: true }).last()).toBeVisible()
  await page.getByRole('button', { name: 'Back to list' }).click()
  await expect(page).toHaveURL(pathURL('/apps/email?q=bilan'))
  await expect(row(page, 'Delta bilan')).toBeVisible()

  // Someone else's mail, or none: not found.
  const res = await page.request.get(mailURL.replace(/\/\d+\?/, '/999999?'))
  expect(res.status()).toBe(404)
})

test('moving mail to the trash offers Undo, which puts it back', async ({ page, browser }) => {
  test.slow()
  const bob = await mailboxWith(browser, ['Foxtrot devis', 'Golf planning'])
  await openMailbox(page, bob.email, bob.password)
  await page.getByRole('checkbox', { name: 'Select Foxtrot devis' }).check()
  await page.getByRole('checkbox', { name: 'Select Golf planning' }).check()
  await page.getByRole('button', { name: 'Delete' }).click()
  const toastEl = page.locator('[data-sonner-toast]').filter({ hasText: '2 mails moved to the trash.' })
  await expect(toastEl).toBeVisible()
  await expect(row(page, 'Foxtrot devis')).toHaveCount(0)
  await toastEl.getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, 'Foxtrot devis')).toBeVisible()
  await expect(row(page, 'Golf planning')).toBeVisible()
  await page.goto('/apps/email/trash')
  await expect(row(page, 'Foxtrot devis')).toHaveCount(0)

  // From the open mail too.
  await page.goto('/apps/email')
  await row(page, 'Golf planning').click()
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(pathURL('/apps/email'))
  await expect(row(page, 'Golf planning')).toHaveCount(0)
  await page.locator('[data-sonner-toast]').filter({ hasText: 'Mail moved to the trash.' }).getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, 'Golf planning')).toBeVisible()
})
