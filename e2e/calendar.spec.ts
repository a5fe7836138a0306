import fs from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, register, snap, toast, uniqueUser, type NewUser } from './helpers'
import { seriousViolations } from './axe'

// Local time is not UTC here, so the conversions between the browser's days and
// the server's UTC times are exercised.
test.use({ timezoneId: 'Europe/Paris' })

/** Three months ahead: no demo event (they sit within ±5 weeks of today) lands on these days. */
const AHEAD = 3
const ahead = new Date()
ahead.setDate(1)
ahead.setMonth(ahead.getMonth() + AHEAD)
const pad = (n: number) => String(n).padStart(2, '0')
const day = (d: number) => `${ahead.getFullYear()}-${pad(ahead.getMonth() + 1)}-${pad(d)}`

const cell = (page: Page, date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`)
const eventIn = (page: Page, date: string, title: string) => cell(page, date).locator('.fc-event', { hasText: title })
const panel = (page: Page) => page.getByRole('dialog')

/** Opens the calendar (month view) on the month AHEAD months from now. */
async function openAhead(page: Page) {
  await page.goto('/apps/calendar')
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true')
  for (let i = 0; i < AHEAD; i++) await page.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(cell(page, day(15))).toBeVisible()
}

/** Drags an event onto another day of the month view, as a person would with the mouse. */
async function dragTo(page: Page, title: string, from: string, to: string) {
  const source = (await eventIn(page, from, title).boundingBox())!
  const target = (await cell(page, to).boundingBox())!
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2)
  await page.mouse.down()
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 5 })
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 15 })
  await page.mouse.up()
}

/** The VEVENTs of an iCalendar text, unfolded, as name → value maps. */
function vevents(ics: string): Map<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/)
  const out: Map<string, string>[] = []
  let current: Map<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = new Map()
    else if (line === 'END:VEVENT' && current) {
      out.push(current)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      current.set(line.slice(0, colon), line.slice(colon + 1))
    }
  }
  return out
}

test('add on a day, drag, edit, export, filter and delete an event; each change survives a reload', async ({ page }) => {
  test.slow() // a dozen steps with four reloads
  const title = `Atelier vélo ${Date.now()}`
  const renamed = `${title} (salle 4)`
  await login(page, ADMIN.email, ADMIN.password, '/')
  await openAhead(page)

  // Add: click a day, fill the title, pick a calendar.
  await cell(page, day(10)).click()
  await expect(panel(page).getByRole('heading', { name: 'Add event' })).toBeVisible()
  await expect(panel(page).getByLabel('Start', { exact: true })).toHaveValue(day(10))
  await panel(page).getByLabel('Title', { exact: true }).fill(title)
  await panel(page).getByLabel('Calendar', { exact: true }).selectOption('Family')
  await panel(page).getByRole('button', { name: 'Add', exact: true }).click()
  await expect(panel(page)).toBeHidden()
  await expect(eventIn(page, day(10), title)).toBeVisible()

  // Drag it two days later; the move is saved at once.
  await dragTo(page, title, day(10), day(12))
  await expect(toast(page, /moved/)).toBeVisible()
  await openAhead(page)
  await expect(eventIn(page, day(12), title)).toBeVisible()
  await expect(eventIn(page, day(10), title)).toHaveCount(0)

  // Edit its title.
  await eventIn(page, day(12), title).click()
  await expect(panel(page).getByRole('heading', { name: 'Update event' })).toBeVisible()
  await expect(panel(page).getByLabel('Calendar', { exact: true })).toHaveValue('Family')
  await panel(page).getByLabel('Title', { exact: true }).fill(renamed)
  await panel(page).getByRole('button', { name: 'Update', exact: true }).click()
  await expect(panel(page)).toBeHidden()
  await openAhead(page)
  await expect(eventIn(page, day(12), renamed)).toBeVisible()
  await snap(page, 'calendar-month')

  // The iCalendar export has it, on its new day.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export (.ics)' }).click()
  const file = await download
  const ics = fs.readFileSync((await file.path())!, 'utf8')
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
  const exported = vevents(ics).find((e) => e.get('SUMMARY') === renamed.replace(/([,;\\])/g, '\\$1'))
  expect(exported, `a VEVENT with SUMMARY ${renamed}`).toBeDefined()
  expect(exported!.get('DTSTART;VALUE=DATE')).toBe(day(12).replaceAll('-', ''))
  expect(exported!.get('CATEGORIES')).toBe('Family')

  // Filters: untick its calendar and it goes (remembered after a reload); View all brings it back.
  await page.getByRole('checkbox', { name: 'Family', exact: true }).uncheck()
  await expect(eventIn(page, day(12), renamed)).toHaveCount(0)
  await openAhead(page)
  await expect(page.getByRole('checkbox', { name: 'Family', exact: true })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Business', exact: true })).toBeChecked()
  await expect(eventIn(page, day(12), renamed)).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'View all', exact: true }).check()
  await expect(page.getByRole('checkbox', { name: 'Family', exact: true })).toBeChecked()
  await expect(eventIn(page, day(12), renamed)).toBeVisible()

  // Delete, for good.
  await eventIn(page, day(12), renamed).click()
  await panel(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await panel(page).getByRole('button', { name: 'Delete for good?' }).click() // deletion is for good: it asks once
  await expect(panel(page)).toBeHidden()
  await expect(eventIn(page, day(12), renamed)).toHaveCount(0)
  await openAhead(page)
  await expect(cell(page, day(12))).toBeVisible()
  await expect(page.locator('.fc-event', { hasText: renamed })).toHaveCount(0)
})

test('an end before the start is refused: the message shows, what was typed stays, nothing is saved', async ({ page }) => {
  const title = `Réunion à l'envers ${Date.now()}`
  await login(page, ADMIN.email, ADMIN.password, '/')
  await openAhead(page)
  await cell(page, day(20)).click()
  const dialog = panel(page)
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByRole('switch', { name: 'All day' }).click()
  await expect(dialog.getByLabel('Start', { exact: true })).toHaveAttribute('type', 'datetime-local')
  await dialog.getByLabel('Start', { exact: true }).fill(`${day(20)}T10:00`)
  await dialog.getByLabel('End', { exact: true }).fill(`${day(20)}T09:00`)
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByText('End must not be before start.')).toBeVisible()
  await expect(dialog.getByLabel('End', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(dialog.getByLabel('Start', { exact: true })).toHaveValue(`${day(20)}T10:00`)
  await snap(page, 'calendar-end-before-start')
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(dialog).toBeHidden()

  await openAhead(page)
  await expect(cell(page, day(20))).toBeVisible()
  await expect(page.locator('.fc-event', { hasText: title })).toHaveCount(0)
  const listed = await page.request.get('/apps/calendar/events', { headers: { Accept: 'application/json' } })
  expect(((await listed.json()) as { title: string }[]).some((e) => e.title === title)).toBe(false)
})

/** A second person, signed up through the register page (spec §6 makes them an admin). */
async function secondUser(browser: Browser): Promise<NewUser> {
  const user = uniqueUser('cal')
  const context = await browser.newContext()
  await register(await context.newPage(), user)
  await context.close()
  return user
}

test('a guest sees the event read-only, and its link opens nothing until asked', async ({ page, browser }) => {
  const guest = await secondUser(browser)
  const title = `Visite du chantier ${Date.now()}`
  await login(page, ADMIN.email, ADMIN.password, '/')
  const people = (await (await page.request.get(`/apps/calendar/people?q=${guest.username}`, { headers: { Accept: 'application/json' } })).json()) as {
    id: number
    email: string
  }[]
  const guestId = people.find((p) => p.email === guest.email)?.id
  expect(guestId).toBeDefined()
  const added = await page.request.post('/apps/calendar/add-event', {
    headers: { Accept: 'application/json' },
    data: {
      event: {
        title,
        start: day(5),
        end: day(6),
        allDay: true,
        url: 'https://visio.example.org/chantier',
        extendedProps: { calendar: 'Business', guests: [guestId], location: 'Rue des Lilas', description: '' },
      },
    },
  })
  expect(added.status()).toBe(201)

  const context = await browser.newContext({ timezoneId: 'Europe/Paris' })
  const guestPage = await context.newPage()
  await login(guestPage, guest.email, guest.password, '/')
  await openAhead(guestPage)
  await eventIn(guestPage, day(5), title).click()
  const dialog = panel(guestPage)
  await expect(dialog.getByRole('heading', { name: 'Event details' })).toBeVisible()
  await expect(guestPage).toHaveURL(pathURL('/apps/calendar'))
  await expect(dialog.getByText('Only the organiser can change this event.')).toBeVisible()
  await expect(dialog.getByLabel('Title', { exact: true })).toBeDisabled()
  await expect(dialog.getByRole('link', { name: /visio\.example\.org\/chantier/ })).toHaveAttribute('href', 'https://visio.example.org/chantier')
  await expect(dialog.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(dialog).toBeHidden()
  await context.close()

  // The organiser's own click on the event opens the panel too, not the link.
  await openAhead(page)
  await eventIn(page, day(5), title).click()
  await expect(panel(page).getByRole('heading', { name: 'Update event' })).toBeVisible()
  await expect(page).toHaveURL(pathURL('/apps/calendar'))
  await panel(page).getByRole('button', { name: 'Delete', exact: true }).click()
  await panel(page).getByRole('button', { name: 'Delete for good?' }).click() // deletion is for good: it asks once
  await expect(panel(page)).toBeHidden()
})

test('a move the server refuses goes back to where it was', async ({ page }) => {
  const title = `Permanence ${Date.now()}`
  await login(page, ADMIN.email, ADMIN.password, '/')
  const added = await page.request.post('/apps/calendar/add-event', {
    headers: { Accept: 'application/json' },
    data: { event: { title, start: day(22), end: '', allDay: true, url: '', extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' } } },
  })
  const { event } = (await added.json()) as { event: { id: number } }
  await openAhead(page)
  await expect(eventIn(page, day(22), title)).toBeVisible()
  // Someone removes it meanwhile: the move cannot be saved.
  expect((await page.request.delete(`/apps/calendar/remove-event?id=${event.id}`)).status()).toBe(204)
  await dragTo(page, title, day(22), day(24))
  await expect(toast(page, 'could not be moved')).toBeVisible()
  await expect(eventIn(page, day(22), title)).toBeVisible()
  await expect(eventIn(page, day(24), title)).toHaveCount(0)
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
  test.use({ bypassCSP: true })
  const serious = (page: Page) => seriousViolations(page)

  test('the calendar, its views and the panel have no serious violations, light or dark', async ({ page }) => {
    await login(page, ADMIN.email, ADMIN.password, '/')
    await page.goto('/apps/calendar')
    await expect(page.locator('.fc-event').first()).toBeVisible()
    for (const skin of ['light', 'dark']) {
      await page.evaluate((s) => (document.documentElement.dataset.skin = s), skin)
      await page.waitForTimeout(300) // colour transitions
      for (const view of ['Month', 'Week', 'List']) {
        await page.getByRole('button', { name: view, exact: true }).click()
        await page.mouse.move(0, 0)
        await page.waitForTimeout(300) // the buttons' colour transition
        expect(await serious(page), `${view} view, ${skin}`).toEqual([])
      }
      await page.getByRole('button', { name: 'Add event' }).click()
      await expect(panel(page).getByRole('heading', { name: 'Add event' })).toBeVisible()
      expect(await serious(page), `the panel, ${skin}`).toEqual([])
      await page.keyboard.press('Escape')
      await expect(panel(page)).toBeHidden()
    }
    await snap(page, 'calendar-list-dark')
  })
})
