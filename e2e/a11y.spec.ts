import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, login, snap } from './helpers'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')

interface AxeNode {
  target: unknown[]
  html: string
  failureSummary?: string
  /** Added by this suite: the node sits inside a sonner toast. */
  inToast?: boolean
}
interface AxeViolation {
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  help: string
  helpUrl: string
  nodes: AxeNode[]
}

// axe is injected as an inline script, which the product's CSP (script-src 'self') forbids.
test.use({ bypassCSP: true })

type Skin = 'light' | 'dark'

/** Whether the product's CSS has a dark skin (rules for html[data-skin='dark']). */
async function hasDarkSkin(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const walk = (rules: CSSRuleList): boolean =>
      Array.from(rules).some((rule) => {
        if (rule instanceof CSSStyleRule && /data-skin=["']?dark/.test(rule.selectorText)) return true
        const nested = (rule as CSSGroupingRule).cssRules
        return nested ? walk(nested) : false
      })
    return Array.from(document.styleSheets).some((sheet) => {
      try {
        return walk(sheet.cssRules)
      } catch {
        return false
      }
    })
  })
}

async function setSkin(page: Page, skin: Skin): Promise<void> {
  await page.evaluate((s) => {
    document.documentElement.dataset.skin = s
  }, skin)
  // Let transitions finish so colours are the final ones.
  await page.waitForTimeout(400)
}

/** Runs axe on the page; fails on serious/critical violations, reports the others. */
async function audit(page: Page, name: string): Promise<void> {
  await page.addScriptTag({ path: AXE_PATH })
  const violations = (await page.evaluate(async () => {
    type Result = { violations: { nodes: { target: string[]; inToast?: boolean }[] }[] }
    const axe = (window as unknown as { axe: { run: (ctx?: unknown) => Promise<Result> } }).axe
    const { violations } = await axe.run(document)
    for (const v of violations) {
      for (const n of v.nodes) {
        const sel = n.target[n.target.length - 1]
        const el = typeof sel === 'string' ? document.querySelector(sel) : null
        n.inToast = Boolean(el?.closest('[data-sonner-toast]'))
      }
    }
    return violations
  })) as AxeViolation[]

  const describe = (v: AxeViolation, nodes = v.nodes) =>
    `[${v.impact}] ${v.id}: ${v.help} (${nodes.length} node${nodes.length === 1 ? '' : 's'}: ${nodes
      .slice(0, 3)
      .map((n) => JSON.stringify(n.target))
      .join(', ')}) ${v.helpUrl}`
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const others = violations.filter((v) => !serious.includes(v))

  const blocking = serious.map((v) => describe(v))

  await test.info().attach(`axe-${name}.json`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' })
  if (others.length > 0) {
    const text = others.map((v) => describe(v)).join('\n  ')
    console.log(`axe ${name}: ${others.length} minor/moderate violation(s):\n  ${text}`)
    test.info().annotations.push({ type: `axe ${name}`, description: text })
  } else {
    console.log(`axe ${name}: no minor/moderate violations`)
  }
  expect(blocking, `serious or critical axe violations on ${name}`).toEqual([])
}

async function auditSkins(page: Page, name: string): Promise<void> {
  await setSkin(page, 'light')
  await audit(page, `${name} (light)`)
  if (await hasDarkSkin(page)) {
    await setSkin(page, 'dark')
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark')
    // The dark skin really changes the colours (otherwise the second audit proves nothing).
    const surface = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--p-surface').trim())
    const darkSurface = await surface()
    await setSkin(page, 'light')
    expect(darkSurface).not.toBe(await surface())
    await setSkin(page, 'dark')
    await snap(page, `${name}-dark`)
    await audit(page, `${name} (dark)`)
  } else {
    console.log(`axe ${name}: the CSS has no dark skin, only the light one was audited`)
  }
}

test('login page: no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await auditSkins(page, 'login')
})

test('login v2 page: no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login-v2')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await auditSkins(page, 'login-v2')
})

test('dashboard: no serious or critical accessibility violations', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await expect(page.getByRole('heading', { name: 'Accounts', exact: true })).toBeVisible()
  // The welcome toast is part of what a person sees: audit it too.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  await auditSkins(page, 'dashboard')
})

test('shell with the account menu open: no serious or critical accessibility violations', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.getByRole('button', { name: /^Account menu of / }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await auditSkins(page, 'shell-account-menu')
})

test('shell with the search dialog open: no serious or critical accessibility violations', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Search pages, files, contacts and articles' }).fill('ca')
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible()
  await auditSkins(page, 'shell-search')
})

test('shell with the customizer open: no serious or critical accessibility violations', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  await page.getByRole('button', { name: 'Open the theme customizer' }).click()
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible()
  await auditSkins(page, 'shell-customizer')
})

test('chat with a conversation open: no serious or critical accessibility violations', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password, '/')
  // Amélie's chat: Thomas's unread message belongs to the chat spec.
  await page.goto('/apps/chat?contact=5')
  await expect(page.getByRole('log')).toBeVisible()
  await auditSkins(page, 'chat')
})
