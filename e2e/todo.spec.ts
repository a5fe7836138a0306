import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, login, pathURL, snap, toast } from './helpers'
import { seriousViolations } from './axe'


// Other specs run beside this one on the same server: every task made here has
// a title of its own, and no test counts on the demo list staying as it was.
let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid.toString(36)}${++counter}`

const rows = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('checkbox') })
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole('button', { name: title, exact: true }) })
const panel = (page: Page) => page.getByRole('dialog')
const search = (page: Page) => page.getByRole('textbox', { name: 'Search tasks' })

/** The titles of the list, top to bottom. */
async function titles(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((items) => items.map((li) => li.querySelector('div > button')?.textContent?.trim() ?? ''))
}

async function openTodo(page: Page, path = '/apps/todo') {
  await page.goto(path)
  await expect(search(page)).toBeVisible()
}

/** Opens a task's panel from its row and waits for the editor. */
async function openTask(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).click()
  await expect(panel(page).getByRole('heading', { name: 'Edit task' })).toBeVisible()
  await expect(panel(page).getByRole('textbox', { name: 'Description' })).toBeVisible()
}

async function reload(page: Page) {
  await page.reload()
  await expect(search(page)).toBeVisible()
}

/** Drags one element onto another with the mouse, as a person would (several small moves). */
async function dragOnto(page: Page, handle: Locator, target: Locator, where: 'above' | 'below') {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  const y = where === 'above' ? to.y + 4 : to.y + to.height - 4
  await page.mouse.move(from.x + from.width / 2, y, { steps: 12 })
  await page.mouse.up()
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
})

test('add a task with every field, edit, complete, delete and restore it; each change survives a reload', async ({ page }) => {
  test.slow() // a dozen visits, each checked after a reload
  const title = unique('E2E préparer la salle')
  await openTodo(page)

  // Add: title, assignee, due date, a tag and a description.
  await page.getByRole('button', { name: 'Add task' }).click()
  const dialog = panel(page)
  await expect(dialog.getByRole('heading', { name: 'Add task' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog.getByText('Title is required.')).toBeVisible()
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByRole('combobox', { name: 'Assignee' }).fill('thom')
  await page.getByRole('option', { name: /Thomas Girard/ }).click()
  await expect(dialog.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Thomas Girard')
  await dialog.getByLabel('Due date').fill('2030-05-17')
  await dialog.getByRole('button', { name: 'Tags' }).click()
  await page.getByRole('option', { name: 'High' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('button', { name: 'Tags' })).toContainText('High')
  await dialog.getByRole('textbox', { name: 'Description' }).click()
  await page.keyboard.type('Chaises pour quarante personnes.')
  await snap(page, 'todo-add-panel')
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `Task “${title}” added`)).toBeVisible()
  await expect(row(page, title)).toContainText('High')

  await reload(page)
  await openTask(page, title)
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(dialog.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Thomas Girard')
  await expect(dialog.getByLabel('Due date')).toHaveValue('2030-05-17')
  await expect(dialog.getByRole('button', { name: 'Tags' })).toContainText('High')
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveText('Chaises pour quarante personnes.')

  // Edit: a new title, important, another tag.
  const edited = `${title} (modifiée)`
  await dialog.getByLabel('Title', { exact: true }).fill(edited)
  await dialog.getByRole('switch', { name: 'Important' }).click()
  await dialog.getByRole('button', { name: 'Tags' }).click()
  await page.getByRole('option', { name: 'Team' }).click()
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `Task “${edited}” updated`)).toBeVisible()
  await reload(page)
  await expect(row(page, edited)).toContainText('Team')
  await expect(row(page, edited).getByRole('button', { name: `Important: ${edited}` })).toHaveAttribute('aria-pressed', 'true')

  // Complete with the row's checkbox.
  // Ticking shows itself (no toast): wait for the server's answer before reloading.
  const saved = page.waitForResponse((res) => res.url().endsWith('/apps/todo/update-task') && res.request().method() === 'POST')
  // click, not check(): the box turns checked a moment later (an optimistic update), not during the click.
  const box = row(page, edited).getByRole('checkbox', { name: `Complete ${edited}` })
  await box.click()
  expect((await saved).status()).toBeLessThan(400)
  await expect(box).toBeChecked()
  await reload(page)
  await expect(page.getByRole('checkbox', { name: `Complete ${edited}` })).toBeChecked()
  await openTodo(page, '/apps/todo/completed')
  await expect(row(page, edited)).toBeVisible()

  // Delete: it leaves the list for Deleted.
  await openTodo(page)
  await openTask(page, edited)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `Task “${edited}” moved to Deleted`)).toBeVisible()
  await expect(row(page, edited)).toHaveCount(0)
  await reload(page)
  await expect(row(page, edited)).toHaveCount(0)
  await page.getByRole('link', { name: 'Deleted' }).click()
  await expect(page).toHaveURL(pathURL('/apps/todo/deleted'))
  await expect(row(page, edited)).toBeVisible()
  await reload(page)

  // Restore from the deleted list.
  await openTask(page, edited)
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, `Task “${edited}” restored`)).toBeVisible()
  await expect(row(page, edited)).toHaveCount(0)
  await reload(page)
  await expect(row(page, edited)).toHaveCount(0)
  await openTodo(page)
  await expect(row(page, edited)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Complete ${edited}` })).toBeChecked()
})

test('sort by title, then filter by Important, by a tag and with the search box', async ({ page }) => {
  await openTodo(page)

  await page.getByRole('button', { name: /^Sort/ }).click()
  await page.getByRole('menuitem', { name: 'Title A–Z' }).click()
  await expect(page).toHaveURL(pathURL('/apps/todo?sortBy=title-asc'))
  await expect(rows(page).first()).toContainText('Archiver les dossiers 2023')
  const sorted = await titles(page)
  const demo = ['Archiver les dossiers 2023', 'Commander les bulletins de vote imprimés', 'Inventaire de la boutique', 'Planifier les permanences de décembre', 'Sauvegarder la base des membres']
  const places = demo.map((t) => sorted.indexOf(t))
  expect(places.every((p) => p >= 0)).toBe(true)
  expect(places).toEqual([...places].sort((a, b) => a - b))
  // No drag and drop in another order than the team's.
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0)
  await reload(page)
  await expect(rows(page).first()).toContainText('Archiver les dossiers 2023')

  await page.getByRole('link', { name: 'Important' }).click()
  await expect(page).toHaveURL(pathURL('/apps/todo/important?sortBy=title-asc'))
  await expect(rows(page).first()).toBeVisible()
  for (const star of await rows(page).getByRole('button', { name: /^Important: / }).all()) await expect(star).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('link', { name: 'High' }).click()
  await expect(page).toHaveURL(pathURL('/apps/todo/tag/high?sortBy=title-asc'))
  await expect(rows(page).first()).toBeVisible()
  for (const item of await rows(page).all()) await expect(item).toContainText('High')

  await page.getByRole('link', { name: 'My tasks' }).click()
  await search(page).fill('cotisations')
  await expect(page).toHaveURL(pathURL('/apps/todo?q=cotisations&sortBy=title-asc'))
  await expect(row(page, 'Relancer les cotisations impayées du trimestre')).toBeVisible()
  await expect(row(page, 'Archiver les dossiers 2023')).toHaveCount(0)
  await search(page).fill('zzz introuvable')
  await expect(page.getByText('No task matches "zzz introuvable".')).toBeVisible()
})

test('drag a task to a new place in the team order (mouse, then keyboard); the order is kept after a reload', async ({ page }) => {
  const first = unique('E2E ordre A')
  const second = unique('E2E ordre B')
  // New tasks head the list: B above A.
  for (const title of [first, second]) {
    const res = await page.request.post('/apps/todo/add-tasks', { data: { task: { title } }, headers: { Accept: 'application/json' } })
    expect(res.status()).toBe(201)
  }
  await openTodo(page)
  const before = await titles(page)
  expect(before.indexOf(second)).toBeLessThan(before.indexOf(first))

  // With the mouse: A goes above B.
  await dragOnto(page, page.getByRole('button', { name: `Move ${first}` }), row(page, second), 'above')
  await expect.poll(async () => {
    const shown = await titles(page)
    return shown.indexOf(first) < shown.indexOf(second)
  }).toBe(true)
  await snap(page, 'todo-after-drag')
  await reload(page)
  let after = await titles(page)
  expect(after.indexOf(first)).toBeLessThan(after.indexOf(second))

  // With the keyboard: B picked up, one place up, dropped.
  const handle = page.getByRole('button', { name: `Move ${second}` })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Space')
  await expect(page.getByText(`${second} dropped at position`)).toBeAttached()
  await reload(page)
  after = await titles(page)
  expect(after.indexOf(second)).toBeLessThan(after.indexOf(first))
})

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
  test.use({ bypassCSP: true })

  const violations = seriousViolations

  test('the list and the edit panel have no serious or critical axe violations, light and dark', async ({ page }) => {
    await openTodo(page)
    for (const skin of ['light', 'dark'] as const) expect(await violations(page, skin), `list, ${skin}`).toEqual([])
    const first = await rows(page).first().locator('div > button').textContent()
    await openTask(page, first!.trim())
    for (const skin of ['light', 'dark'] as const) expect(await violations(page, skin), `panel, ${skin}`).toEqual([])
    await snap(page, 'todo-panel-dark')
  })
})
