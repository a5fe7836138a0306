import { expect, test, type Page } from '@playwright/test'
import { ADMIN, dismissToasts, login, register, snap, uniqueUser } from './helpers'
import { seriousViolations } from './axe'

// axe is injected as an inline script, which the product's CSP forbids.
test.use({ bypassCSP: true })

const priceDetails = (page: Page) => page.getByRole('region', { name: 'Price details' })
const total = (page: Page) => priceDetails(page).locator('div').filter({ has: page.locator('dt', { hasText: /^Total$/ }) }).locator('dd')

test('a new buyer filters the shop, fills a cart, uses a coupon, orders by transfer with a new address; staff move the order and the buyer sees it live', async ({ page, browser }) => {
  test.slow() // two people, a dozen steps
  const buyer = uniqueUser('shop')
  await register(page, buyer)

  // Staff work in a browser of their own. The welcome coupon BIENVENUE10 is in the demo data.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await login(staff, ADMIN.email, ADMIN.password, '/')

  // The shop, filtered as a person would: a category, then a price range; the URL keeps both.
  await page.goto('/apps/ecommerce/shop')
  // The radios follow the server's answer (the URL), so they are clicked, not checked.
  await page.getByRole('radio', { name: 'Épicerie' }).click()
  await expect(page).toHaveURL(/category=epicerie/)
  await page.getByRole('radio', { name: '€10.00 to €50.00' }).click()
  await expect(page).toHaveURL(/priceMin=1000/)
  await expect(page).toHaveURL(/priceMax=5000/)
  expect.soft(await seriousViolations(page)).toEqual([])

  // Two products into the cart.
  // Products of the demo only: shop-admin.spec adds (then reprices) its own
  // "… e2e …" products meanwhile, which may leave this filter while we look.
  const adds = page.getByRole('button', { name: /^Add to cart: (?!.*\be2e\b)/ })
  await expect(adds.first()).toBeVisible()
  const names: string[] = []
  for (let i = 0; i < 2; i++) {
    const button = adds.first()
    names.push(((await button.getAttribute('aria-label')) ?? '').replace('Add to cart: ', ''))
    await button.click()
    await expect(page.getByRole('button', { name: `Add to cart: ${names[i]}` })).toHaveCount(0)
  }

  // A product page passes the audit too.
  await page.getByRole('link', { name: names[0] }).first().click()
  await expect(page.getByRole('heading', { name: names[0] })).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])

  // Checkout, step 1: both lines; one more of the first; the coupon.
  await page.goto('/apps/ecommerce/checkout')
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  const before = await total(page).textContent()
  const qty = page.getByLabel(`Quantity of ${names[0]}`)
  await expect(qty).toHaveValue('1')
  await qty.locator('xpath=..').getByRole('button', { name: 'One more' }).click()
  await expect(qty).toHaveValue('2')
  await page.reload()
  await expect(page.getByLabel(`Quantity of ${names[0]}`)).toHaveValue('2')
  expect(await total(page).textContent()).not.toBe(before)
  await page.getByLabel('Coupon code').fill('NOPE-E2E')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Coupon code').fill('BIENVENUE10')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/^BIENVENUE10: 10% off$/)).toBeVisible()
  await expect(priceDetails(page)).toContainText('Coupon BIENVENUE10')
  expect.soft(await seriousViolations(page)).toEqual([])
  await snap(page, 'shop-checkout-cart')

  // Step 2: a new address (a bad postal code first), then express delivery.
  await page.getByRole('button', { name: 'Choose the delivery' }).click()
  await expect(page).toHaveURL(/step=address/)
  await page.getByRole('button', { name: 'Add a new address' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByLabel('Full name').fill(buyer.username)
  await drawer.getByLabel('Phone').fill('06 12 34 56 78')
  await drawer.getByLabel('Address', { exact: true }).fill('12 rue de la Coopération')
  await drawer.getByLabel('Postal code').fill('690')
  await drawer.getByLabel('City').fill('Lyon')
  await drawer.getByRole('button', { name: 'Save the address' }).click()
  await expect(drawer.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true')
  await drawer.getByLabel('Postal code').fill('69001')
  await drawer.getByRole('button', { name: 'Save the address' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('radio', { name: new RegExp(buyer.username) })).toBeChecked()
  await page.getByRole('radio', { name: /Express delivery/ }).click()
  await expect(page).toHaveURL(/delivery=express/)
  expect.soft(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // Step 3: bank transfer, then the order.
  await expect(page).toHaveURL(/step=payment/)
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked()
  await expect(page.getByText('12 rue de la Coopération', { exact: false })).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])
  await snap(page, 'shop-checkout-payment')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/orders\/CMD-\d{4}-\d+$/)
  const number = decodeURIComponent(page.url().split('/').pop()!)
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Placed')
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toContainText(number)
  await expect(page.getByText(/^Invoice #\d+$/)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible()
  expect.soft(await seriousViolations(page)).toEqual([])
  expect.soft(await seriousViolations(page, 'dark')).toEqual([])
  await snap(page, 'shop-order-placed')

  // The cart is empty now; the order is in the buyer's list.
  await page.goto('/apps/ecommerce/orders')
  await expect(page.getByRole('table', { name: 'My orders' }).getByRole('link', { name: number })).toBeVisible()
  await page.getByRole('link', { name: number }).click()
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible()

  // Staff mark it paid then shipped.
  const answer = await page.request.get(`/apps/ecommerce/orders/${number}`, { headers: { Accept: 'application/json' } })
  const id = ((await answer.json()) as { order: { id: number } }).order.id
  await staff.goto(`/apps/ecommerce/manage/orders/${id}`)
  for (const [move, status] of [['Mark paid', 'Paid'], ['Mark shipped', 'Shipped']] as const) {
    await staff.getByRole('button', { name: move }).click()
    await staff.getByRole('dialog').getByRole('button', { name: move }).click()
    await expect(staff.getByRole('dialog')).toBeHidden()
    // The toast saying so sits over the page's actions: closed, as a person would.
    await dismissToasts(staff)
    // The buyer's open page follows, without a reload.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(status, { timeout: 10_000 })
  }
  await staffContext.close()
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shipped')
  await expect(page.getByRole('listitem').filter({ hasText: 'Shipped' })).toHaveAttribute('aria-current', 'step')
})
