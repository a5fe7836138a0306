import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { frenchContext, loginFrench } from './helpers'

// A French reader sees French formats everywhere: times on a 24-hour clock
// ("09:00", never "09 h" beside "7:15"), amounts as "1 234,50 €", "Facture
// n° 4987", menu labels whole; the product's own font; CSV for a French
// spreadsheet (`;`, decimal comma, BOM, CRLF).

const shots = process.env.PARTAGE_E2E_SHOTS // a folder to keep screenshots in, when set



const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })
}

test('French formats: calendar times, invoice numbers and amounts, menu labels, the font, the CSV', async ({ browser }) => {
  const context = await frenchContext(browser)
  const page = await context.newPage()
  try {
    await loginFrench(page)

    // The product's font, served from /build, is the one the page uses.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Public Sans"?,/)
    await expect.poll(() => page.evaluate(async () => (await document.fonts.load('16px "Public Sans"', 'Élodie')).length)).toBeGreaterThan(0)

    // The menu's long French label is whole, on two lines at most.
    const label = page.getByRole('link', { name: 'Panneau de configuration' }).locator('span').last()
    await expect(label).toBeVisible()
    expect(await label.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    await shot(page, 'menu-fr')

    // The calendar's week: the hours of the grid and of the events on the same 24-hour clock.
    await page.goto('/apps/calendar')
    await page.getByRole('button', { name: 'Semaine' }).click()
    const slots = page.locator('.fc-timegrid-slot-label-cushion')
    await expect(slots.first()).toBeVisible()
    const hours = await slots.allTextContents()
    expect(hours.filter(Boolean).every((h) => /^\d{2}:\d{2}$/.test(h.trim()))).toBe(true)
    const times = await page.locator('.fc-timegrid .fc-event-time').allTextContents()
    expect(times.every((t) => /^\d{2}:\d{2}( - \d{2}:\d{2})?$/.test(t.trim()))).toBe(true)
    await shot(page, 'calendar-week-fr')

    // The invoice list: "n° 4987" with a no-break space, amounts and dates in French.
    await page.goto('/apps/invoice/list')
    const first = page.locator('tbody tr').first()
    await expect(first.getByRole('link', { name: /^Aperçu de la facture n°\s\d+$/ }).first()).toHaveText(/^n°\u00a0\d+$/)
    await expect(first.locator('td').nth(1)).toHaveText(/^[\d\u202f]+,\d{2}\u00a0€$/)
    await shot(page, 'invoice-list-fr')

    // Its export opens right in a French spreadsheet.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Exporter' }).click()
    const file = fs.readFileSync((await (await download).path())!, 'utf8')
    expect(file.startsWith('\ufeffid;client;email;issued;due;total;balance;status\r\n')).toBe(true)
    const row = file.slice(1).split('\r\n')[1]!.split(';')
    expect(row[5]).toMatch(/^-?\d+,\d{2}$/)
  } finally {
    await context.close()
  }
})
