import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe'
import { ADMIN, CLIENT, login, snap, toast } from './helpers'

// axe is injected as an inline script, which the product's CSP forbids.
test.use({ bypassCSP: true })

const search = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Search the FAQ' })

test('staff search the French FAQ without accents, then a reader sees a question they added and finds nothing for nonsense', async ({ page, browser }) => {
  test.slow() // two people
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.goto('/pages/faq')
  // The reader's language first (English), with the five groups of the cooperative.
  const topics = page.getByRole('navigation', { name: 'Topics' })
  for (const title of ['Payment', 'Delivery', 'Cancellation and return', 'My orders', 'Products and services']) {
    await expect(topics.getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible()
  }

  // Staff edit the French FAQ; "assemblee" finds the question written "assemblée".
  await page.getByRole('button', { name: 'French', exact: true }).click()
  await expect(page.getByRole('button', { name: 'French', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(topics.getByRole('button', { name: /^Paiement/ })).toBeVisible()
  await search(page).fill('assemblee')
  await expect(page).toHaveURL(/q=assemblee/)
  await expect(page.getByRole('button', { name: 'Comment participer à l’assemblée générale ?' })).toBeVisible()
  await expect(topics.getByRole('button', { name: /^Paiement/ })).toHaveCount(0) // its group has no match: dropped
  // The matches show open: the answer is readable at once.
  await expect(page.getByText('dispose d’une voix')).toBeVisible()
  await search(page).fill('depot compte')
  await expect(page.getByRole('button', { name: 'Puis-je payer avec le dépôt de mon compte de membre ?' })).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])
  await snap(page, 'faq-search-fr')

  // Back to English; a new question in Delivery, whose answer carries a script that must stay inert.
  await search(page).fill('')
  await expect(page).not.toHaveURL(/q=/)
  await page.getByRole('button', { name: 'English', exact: true }).click()
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await topics.getByRole('button', { name: /^Delivery/ }).click()
  await page.getByRole('button', { name: 'Add a question' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Answer' })).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])
  await dialog.getByLabel('Question', { exact: true }).fill('Do you deliver by cargo bike in town?')
  await dialog.getByRole('textbox', { name: 'Answer' }).fill('Yes, every Thursday within the ring road.')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'The question was added.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Do you deliver by cargo bike in town?' })).toBeVisible()

  // A reader (no edit controls) finds it by a word of its answer, and gets a clear empty state for nonsense.
  const context = await browser.newContext()
  const reader = await context.newPage()
  await login(reader, CLIENT.email, CLIENT.password, '/access-control')
  await reader.goto('/pages/faq')
  await expect(reader.getByRole('button', { name: 'Add a question' })).toHaveCount(0)
  await expect(reader.getByRole('button', { name: 'French', exact: true })).toHaveCount(0)
  await search(reader).fill('THURSDAY')
  const question = reader.getByRole('button', { name: 'Do you deliver by cargo bike in town?' })
  await expect(question).toBeVisible()
  await expect(reader.getByText('Yes, every Thursday within the ring road.')).toBeVisible()
  await search(reader).fill('xylophone')
  await expect(reader.getByText('No answer matches “xylophone”. Try other words.')).toBeVisible()
  await context.close()

  // Staff delete it again.
  await page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Do you deliver by cargo bike in town?' }) }).getByRole('button', { name: 'Delete the question' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'The question was deleted.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Do you deliver by cargo bike in town?' })).toHaveCount(0)
})
