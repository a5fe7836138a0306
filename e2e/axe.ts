/**
 * The accessibility audit the specs share: axe-core's serious and critical
 * violations of the page as "rule: targets" lines.
 *
 * Colours are read once they are final: transitions and animations are switched
 * off before the audit (a panel sliding in or a skin fading to dark would
 * otherwise be measured half-way, which made the result depend on the
 * machine's speed). Specs that audit need `test.use({ bypassCSP: true })`:
 * axe is injected as an inline script, which the product's CSP forbids.
 */
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export type Skin = 'light' | 'dark'

/** Ends every transition and animation at once, for the rest of the page's life. */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' })
  // Two frames: the style applies, then the page paints with the final colours.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/** The serious and critical violations, in the given skin when one is named. */
export async function seriousViolations(page: Page, skin?: Skin): Promise<string[]> {
  if (skin) await page.evaluate((s) => (document.documentElement.dataset.skin = s), skin)
  await settle(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }
    const { violations } = await (window as unknown as { axe: { run: (ctx: unknown) => Promise<Result> } }).axe.run(document)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  })
}
