import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, register, snap, toast, uniqueUser, type NewUser } from './helpers'
import { seriousViolations } from './axe'


// Other specs run beside this one on the same server: every client made here
// has a name of its own, and no test counts on the demo list staying as it was.
let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`

const panel = (page: Page) => page.getByRole('dialog')
const totals = (page: Page) => page.getByRole('main').getByLabel('Totals')
/** The amount of a row of the totals ("Subtotal" → "€1,154.50"). */
const amount = (page: Page, label: string | RegExp): Locator => totals(page).locator('div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd')
const listRows = (page: Page) => page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')

/** A Partage user of their own, who receives invoices sent to their address in their inbox. */
async function recipient(browser: Browser): Promise<NewUser> {
  const user = uniqueUser('inv')
  const context = await browser.newContext()
  await register(await context.newPage(), user)
  await context.close()
  return user
}

/** The text a PDF shows, as a standard reader extracts it (Poppler's pdftotext, installed by make test). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
})

test('create an invoice with three lines, check the totals, add a partial payment, send it, download the PDF, delete it', async ({ page, browser }) => {
  test.slow() // a dozen steps, two people, each change checked after a reload
  const client = await recipient(browser)
  const name = unique('E2E Coop')

  // The form: a client added in the side panel, three lines, a discount.
  await page.goto('/apps/invoice/add')
  await page.getByRole('button', { name: 'Add a new client' }).click()
  await expect(panel(page).getByRole('heading', { name: 'Add a client' })).toBeVisible()
  await panel(page).getByRole('button', { name: 'Add client' }).click()
  await expect(panel(page).getByText('Name is required.')).toBeVisible()
  await panel(page).getByLabel('Name').fill(name)
  await panel(page).getByLabel('Company').fill('Atelier des tests')
  await panel(page).getByLabel('E-mail').fill(client.email)
  await panel(page).getByRole('button', { name: 'Add client' }).click()
  await expect(panel(page)).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Invoice to' })).toHaveValue(name)

  const lines: [string, string, string][] = [
    ['Atelier gouvernance', '450', '2'],
    ['Location de salle', '120.50', '1'],
    ['Supports imprimes', '3,35', '40'],
  ]
  for (const [i, [item, cost, qty]] of lines.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByRole('textbox', { name: `Item ${i + 1}`, exact: true }).fill(item)
    await page.getByRole('textbox', { name: `Cost ${i + 1}`, exact: true }).fill(cost)
    await page.getByRole('textbox', { name: `Quantity ${i + 1}`, exact: true }).fill(qty)
  }
  await expect(page.getByLabel('Price 3')).toHaveText('€134.00')
  await page.getByLabel('Discount (€)').fill('54.50')
  // 900 + 120.50 + 134 = 1,154.50; less 54.50 = 1,100; 20 % tax = 220; total 1,320.
  await expect(amount(page, 'Subtotal')).toHaveText('€1,154.50')
  await expect(amount(page, /^Total$/)).toHaveText('€1,320.00')
  await snap(page, 'invoice-form')
  await page.getByRole('button', { name: 'Save' }).click()

  // The preview shows the server's totals.
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])
  await expect(toast(page, `Invoice #${id} created as a draft.`)).toBeVisible()
  const checkTotals = async () => {
    await expect(amount(page, 'Subtotal')).toHaveText('€1,154.50')
    await expect(amount(page, 'Discount')).toHaveText('-€54.50')
    await expect(amount(page, 'Tax (20 %)')).toHaveText('€220.00')
    await expect(amount(page, /^Total$/)).toHaveText('€1,320.00')
  }
  await checkTotals()
  await page.reload()
  await checkTotals()
  await expect(page.getByRole('complementary', { name: 'What to do with this invoice' }).getByText('Draft')).toBeVisible()

  // A partial payment; more than the balance is refused with the field named.
  await page.getByRole('button', { name: 'Add payment' }).click()
  await expect(panel(page).getByLabel('Payment amount')).toHaveValue('1320.00')
  await panel(page).getByLabel('Payment amount').fill('2000')
  await panel(page).getByRole('button', { name: 'Record payment' }).click()
  await expect(panel(page).getByText('The payment is more than the balance of €1,320.00.')).toBeVisible()
  await panel(page).getByLabel('Payment amount').fill('500')
  await panel(page).getByLabel('Payment method').selectOption('cheque')
  await panel(page).getByRole('button', { name: 'Record payment' }).click()
  await expect(panel(page)).toBeHidden()
  await expect(toast(page, `Payment recorded on invoice #${id}.`)).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('invoice-balance')).toHaveText('€820.00')
  await expect(amount(page, 'Balance due')).toHaveText('€820.00')
  await expect(page.getByRole('region', { name: 'Payments received' })).toContainText('Cheque')
  await expect(page.getByRole('complementary', { name: 'What to do with this invoice' }).getByText('Partial Payment')).toBeVisible()

  // Print: only the invoice, on white.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('complementary', { name: 'What to do with this invoice' })).toBeHidden()
  await expect(page.getByRole('article', { name: `Invoice #${id}` })).toBeVisible()
  await snap(page, 'invoice-print')
  await page.emulateMedia({ media: 'screen' })

  // Send: a mail with the PDF attached, to a Partage user's address: it lands in their inbox.
  await page.getByRole('button', { name: 'Send invoice' }).click()
  await expect(panel(page).getByLabel('To', { exact: true })).toHaveValue(client.email)
  const subject = unique('Facture E2E')
  await panel(page).getByLabel('Subject').fill(subject)
  await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(panel(page)).toBeHidden()
  await expect(toast(page, `Invoice #${id} delivered to ${client.email} in Partage.`)).toBeVisible()
  const context = await browser.newContext()
  const theirs = await context.newPage()
  await login(theirs, client.email, client.password, '/')
  await theirs.goto('/apps/email')
  await theirs.getByRole('row').filter({ hasText: subject }).click()
  await expect(theirs.getByRole('link', { name: new RegExp(`invoice-${id}\\.pdf`) })).toBeVisible()
  await context.close()

  // Download: a real PDF with the invoice's text.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`invoice-${id}.pdf`)
  const path = (await file.path())!
  expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
  const text = pdfText(path)
  for (const want of [`Invoice #${id}`, name, 'Atelier gouvernance', 'Location de salle', '1,154.50', '1,320.00', '820.00', 'Cheque']) expect(text).toContain(want)

  // Delete: gone for good, from the list too.
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(pathURL('/apps/invoice/list'))
  await expect(toast(page, `Invoice #${id} deleted.`)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(name)
  await expect(page.getByText(`No invoice matches "${name}".`)).toBeVisible()
  expect((await page.request.get(`/api/invoice/invoices/${id}`)).status()).toBe(404)
})

test('the list: status filter, search, sort and pages in the URL; the CSV export; duplicate and send a draft', async ({ page, browser }) => {
  test.slow()
  const client = await recipient(browser)
  await page.goto('/apps/invoice/list')
  await expect(listRows(page)).toHaveCount(10)
  await expect(page.getByText(/^Showing 1 to 10 of \d+ invoices$/)).toBeVisible()

  const status = page.getByLabel('Status', { exact: true })
  await status.selectOption('Past Due')
  await expect(page).toHaveURL(/\/apps\/invoice\/list\?status=Past(\+|%20)Due$/)
  for (const row of await listRows(page).all()) await expect(row).toContainText('Past Due')
  await page.reload()
  await expect(status).toHaveValue('Past Due')
  await status.selectOption('')
  await expect(page).toHaveURL(pathURL('/apps/invoice/list'))

  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('canut')
  await expect(page).toHaveURL(pathURL('/apps/invoice/list?q=canut'))
  await expect(listRows(page).first()).toContainText('Léa Moreau')
  for (const row of await listRows(page).all()) await expect(row).toContainText('ateliers-canut')
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('canut')
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('')
  await expect(page).toHaveURL(pathURL('/apps/invoice/list'))

  await page.getByRole('button', { name: 'Total', exact: true }).click()
  await expect(page).toHaveURL(/\/apps\/invoice\/list\?sortBy=total(&sortDesc=true)?$/)
  await page.getByRole('button', { name: 'Total', exact: true }).click()
  await expect(page).toHaveURL(pathURL('/apps/invoice/list?sortBy=total&sortDesc=false'))
  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(pathURL('/apps/invoice/list?page=2&sortBy=total&sortDesc=false'))
  const euros = async () => (await listRows(page).locator('td:nth-child(3)').allTextContents()).map((s) => Number(s.replace(/[^\d.]/g, '')))
  const shown = await euros()
  expect(shown).toEqual([...shown].sort((a, b) => a - b))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(await euros()).toEqual(shown)
  await snap(page, 'invoice-list')

  // The export: every invoice the filter selects, with a header row.
  await page.goto('/apps/invoice/list?status=Paid')
  const paid = Number(/of (\d+) invoices/.exec((await page.getByText(/^Showing /).textContent())!)![1])
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export' }).click()
  // UTF-8 with a byte order mark and CRLF line ends; in English, `,` between cells.
  const file = fs.readFileSync((await (await download).path())!, 'utf8')
  expect(file.startsWith('\ufeffid,client,')).toBe(true)
  const csv = file.slice(1).trimEnd().split('\r\n')
  expect(csv[0]).toBe('id,client,email,issued,due,total,balance,status')
  expect(csv).toHaveLength(paid + 1)
  expect(csv.slice(1).every((l) => l.endsWith(',Paid'))).toBe(true)

  // Duplicate a row into a new draft, save it, send it to a Partage address: Sent.
  await listRows(page).first().getByRole('button', { name: /^More actions for invoice/ }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  await expect(page).toHaveURL(/\/apps\/invoice\/edit\/\d+$/)
  const copy = Number(/(\d+)$/.exec(page.url())![1])
  await expect(toast(page, new RegExp(`Invoice #${copy} is a copy of #\\d+`))).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(pathURL(`/apps/invoice/preview/${copy}`))
  const actions = page.getByRole('complementary', { name: 'What to do with this invoice' })
  await expect(actions.getByText('Draft')).toBeVisible()
  await page.getByRole('button', { name: 'Send invoice' }).click()
  await panel(page).getByLabel('To', { exact: true }).fill(client.email)
  await panel(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(toast(page, `Invoice #${copy} delivered to ${client.email} in Partage.`)).toBeVisible()
  await expect(actions.getByText('Sent', { exact: true })).toBeVisible()
  const removed = await page.request.delete(`/apps/invoice/delete?id=${copy}`, { headers: { Accept: 'application/json' } })
  expect(removed.status()).toBe(204)
})

test('the client role is refused the invoice pages', async ({ page }) => {
  await page.goto('/apps/invoice/list')
  await expect(listRows(page).first()).toBeVisible()
  await page.context().clearCookies()
  await login(page, 'client@demo.com', 'client', '/access-control')
  await page.goto('/apps/invoice/list')
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible()
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
  test.use({ bypassCSP: true })

  const violations = seriousViolations

  test('the list, the preview and the form have no serious or critical axe violations, light and dark', async ({ page }) => {
    for (const path of ['/apps/invoice/list', '/apps/invoice/preview/4988', '/apps/invoice/edit/4988']) {
      await page.goto(path)
      await expect(page.getByRole('main')).toBeVisible()
      for (const skin of ['light', 'dark'] as const) expect(await violations(page, skin), `${path}, ${skin}`).toEqual([])
    }
    await snap(page, 'invoice-edit-dark')
  })
})
