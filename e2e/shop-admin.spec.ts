import { deflateSync } from 'node:zlib'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, snap, submitLogin, toast } from './helpers'

const VIEWER = { email: 'viewer@demo.com', password: 'viewer' }
const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid.toString(36)}`

/** The CRC-32 of PNG chunks. */
function crc32(data: Buffer): number {
  let c = ~0
  for (const byte of data) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1
  }
  return ~c >>> 0
}

/** A real PNG of w×h pixels in one colour, made here (nothing downloaded). */
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([head, typed, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: h }, () => row))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))])
}

const productRows = (page: Page) => page.getByRole('table', { name: 'Products' }).locator('tbody tr')

test('an admin adds a product with an image, sees it in the shop, changes its price and creates a coupon', async ({ page }) => {
  test.slow()
  const name = unique('Confiture e2e')
  await login(page, ADMIN.email, ADMIN.password, '/')

  // The catalogue, then the new product's form.
  await page.goto('/apps/ecommerce/manage/products')
  await page.getByRole('link', { name: 'Add product' }).click()
  await expect(page).toHaveURL(pathURL('/apps/ecommerce/manage/products/new'))
  await page.getByLabel('Name', { exact: true }).fill(name)
  const slug = await page.getByLabel('Address (slug)').inputValue()
  expect(slug).toMatch(/^confiture-e2e-/)
  await page.getByLabel('Category').selectOption({ index: 1 })
  await page.getByLabel('Brand', { exact: true }).fill(unique('Ferme e2e'))
  await page.getByLabel('Price (€)').fill('12,50')
  await page.getByLabel('Stock', { exact: true }).fill('7')
  await page.getByRole('button', { name: 'Add a feature' }).click()
  await page.getByLabel('Feature 1', { exact: true }).fill('Abricots du Roussillon')
  await page.getByRole('button', { name: 'Create product' }).click()

  // Saved: its edit page, where the images go.
  await expect(page).toHaveURL(/\/apps\/ecommerce\/manage\/products\/\d+\/edit$/)
  await expect(toast(page, `Product “${name}” created`)).toBeVisible()
  const images = page.getByRole('region', { name: 'Images' })
  await images.locator('input[type=file]').setInputFiles({ name: 'confiture.png', mimeType: 'image/png', buffer: png(64, 48, [220, 120, 30]) })
  await expect(images.getByRole('listitem').getByRole('img')).toHaveCount(1, { timeout: 20_000 })
  await expect(images.getByText('Main')).toBeVisible()
  await snap(page, 'shop-admin-product-form')

  // The shop shows it, at its price, with its picture.
  await page.goto(`/apps/ecommerce/product-detail/${slug}`)
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('€12.50')
  await expect(page.getByRole('main').locator('img[src^="/media/shop/"]').first()).toBeVisible()

  // A new price, seen in the list.
  await page.goto('/apps/ecommerce/manage/products')
  await page.getByRole('search').getByRole('searchbox').fill(name)
  await expect(productRows(page)).toHaveCount(1)
  await productRows(page).getByRole('link', { name: `Edit ${name}` }).click()
  await page.getByLabel('Price (€)').fill('9.90')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(toast(page, `Product “${name}” saved`)).toBeVisible()
  await page.goto('/apps/ecommerce/manage/products')
  await page.getByRole('search').getByRole('searchbox').fill(name)
  await expect(productRows(page)).toHaveCount(1)
  await expect(productRows(page)).toContainText('€9.90')

  // A coupon of 15 %.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`
  await page.goto('/apps/ecommerce/manage/coupons')
  await page.getByRole('button', { name: 'Add coupon' }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByLabel('Code', { exact: true }).fill(code)
  await drawer.getByLabel('Description').fill('Coupon de test')
  await drawer.getByLabel('Percentage off (%)').fill('15')
  await drawer.getByLabel('Minimum cart (€)').fill('20')
  await drawer.getByRole('button', { name: 'Create coupon' }).click()
  await expect(drawer).toBeHidden()
  const row = page.getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('15%')
  await expect(row).toContainText('€20.00')
  await snap(page, 'shop-admin-coupons')
})

test('a viewer reads the catalogue, the coupons and the orders without any button to change them', async ({ page }) => {
  await page.goto('/login')
  await submitLogin(page, VIEWER.email, VIEWER.password)
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 })

  await page.goto('/apps/ecommerce/manage/products')
  await expect(productRows(page).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0)

  await page.goto('/apps/ecommerce/manage/coupons')
  await expect(page.getByRole('heading', { name: 'Coupons' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add coupon' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Edit|Delete) coupon/ })).toHaveCount(0)

  await page.goto('/apps/ecommerce/manage/orders')
  const orders = page.getByRole('table', { name: 'Orders' }).locator('tbody tr')
  await expect(orders.first()).toBeVisible()
  await orders.first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/manage\/orders\/\d+$/)
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Mark paid|Mark shipped|Mark delivered|Cancel order)$/ })).toHaveCount(0)
})
