import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests of Partage in Debian's Chromium (no browser download).
 *
 * e2e/global-setup.ts starts `bin/partage serve` on a free loopback port with a
 * fresh DATA_DIR (so the demo data is loaded) and e2e/global-teardown.ts stops it.
 * The port is chosen here, once, in the runner process: worker processes inherit
 * PARTAGE_E2E_PORT from its environment, so they compute the same baseURL.
 */
if (!process.env.PARTAGE_E2E_PORT) {
  // A port the kernel just handed out for 127.0.0.1 and that nothing listens on.
  process.env.PARTAGE_E2E_PORT = execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim()
}
const baseURL = process.env.PARTAGE_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.PARTAGE_E2E_PORT}`
process.env.PARTAGE_E2E_BASE_URL = baseURL

export default defineConfig({
  testDir: 'e2e',
  // Artifacts (traces, failure screenshots) under test-results/; the server log
  // (test-results/server.log) stays beside them, outside the folder Playwright empties.
  outputDir: 'test-results/artifacts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A scenario is a person's whole errand (add, edit, reload, delete): on a slow
  // two-core machine, with the server, two browsers and axe sharing it (Chromium
  // paints in software there), several took 70 to 95 s, and an axe audit of eight
  // views in two skins passed 90 s. The limits catch a hang, not a slow machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
